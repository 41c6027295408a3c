// Demo data of the guard-records area (issue 6): the absence categories, and documents (valid, expiring, expired)
// plus one memo for the demo guard, with real PDF bytes in the configured storage.
import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@centinela/shared';
import { and, eq } from 'drizzle-orm';
import type { TConfig } from '../../config';
import { createStorage } from '../../platform/storage';
import type { TTx } from '../client';
import { files, userDocuments, userMemos, users } from '../schema';

/** A one-page PDF showing one line of text (offsets computed so viewers need no repair). */
export const tinyPdf = (text: string) => {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

export const seedDemoGuardRecords = async (
  tx: TTx,
  config: TConfig,
  { companyId, guardEmail, adminEmail }: { companyId: string; guardEmail: string; adminEmail: string },
) => {
  const [guard] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, guardEmail)));
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, adminEmail)));
  if (!guard || !admin) return;
  const storage = createStorage(config.storage);
  const today = todayIn('America/Puerto_Rico');

  const store = async (fileName: string, text: string, purpose: 'document' | 'memo') => {
    const bytes = tinyPdf(text);
    const storageKey = `${companyId}/${purpose}/${randomUUID()}`;
    await storage.put(storageKey, bytes, { contentType: 'application/pdf', size: bytes.length });
    const [file] = await tx
      .insert(files)
      .values({
        companyId,
        storageKey,
        originalName: fileName,
        contentType: 'application/pdf',
        size: bytes.length,
        purpose,
        subjectId: guard.id,
        uploadedBy: admin.id,
      })
      .returning({ id: files.id });
    return file.id;
  };

  const documents = [
    { name: 'Licencia de seguridad privada', fileName: 'licencia-seguridad.pdf', expiryDate: addDays(today, 240) },
    { name: 'Certificado de primeros auxilios', fileName: 'primeros-auxilios.pdf', expiryDate: addDays(today, 18) },
    { name: 'Identificación con foto', fileName: 'identificacion.pdf', expiryDate: addDays(today, -12) },
    { name: 'Certificado de antecedentes penales', fileName: 'antecedentes.pdf', expiryDate: null },
  ];
  for (const doc of documents) {
    const fileId = await store(doc.fileName, doc.name, 'document');
    await tx
      .insert(userDocuments)
      .values({ companyId, userId: guard.id, name: doc.name, fileId, expiryDate: doc.expiryDate, uploadedBy: admin.id });
  }
  const memoFile = await store('memo-uniforme.pdf', 'Memorando: uniforme incompleto', 'memo');
  await tx.insert(userMemos).values({
    companyId,
    userId: guard.id,
    name: 'Uniforme incompleto',
    reason: 'Se presentó al turno sin la gorra reglamentaria.',
    fileId: memoFile,
    uploadedBy: admin.id,
  });
};
