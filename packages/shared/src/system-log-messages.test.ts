import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './enums';
import { formatSystemLogMessage, isSystemLogMessageKey, SYSTEM_LOG_MESSAGES, SYSTEM_LOG_MESSAGES_EN } from './system-log-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('system-log messages', () => {
  it('say every message in every language, with the same {{placeholders}} and no empty text', () => {
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      const catalogue = SYSTEM_LOG_MESSAGES[language];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(SYSTEM_LOG_MESSAGES_EN).sort());
      for (const [key, en] of Object.entries(SYSTEM_LOG_MESSAGES_EN)) {
        const text = catalogue[key as keyof typeof SYSTEM_LOG_MESSAGES_EN];
        if (!text.trim()) problems.push(`${language}:${key} is empty`);
        if (placeholders(text).join() !== placeholders(en).join()) problems.push(`${language}:${key} placeholders differ`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('fills the placeholders in the chosen language', () => {
    expect(formatSystemLogMessage('en', 'postDeactivated', { name: 'Portón norte' })).toBe('Post "Portón norte" deactivated');
    expect(formatSystemLogMessage('es', 'postDeactivated', { name: 'Portón norte' })).toBe('Puesto "Portón norte" desactivado');
    expect(formatSystemLogMessage('es', 'guardRemovedFromShifts', { guard: 'Ana Rivera', total: 3 })).toBe(
      'Ana Rivera retirado de los turnos actuales y futuros (3)',
    );
  });

  it('says one or many with the language\'s plural, never "repetición(es)" (issue 29)', () => {
    const series = (count: number) => ({ title: 'Ronda', count });
    expect(formatSystemLogMessage('es', 'taskSeriesCreated', series(18))).toBe(
      'Tarea recurrente "Ronda" creada (18 repeticiones por adelantado)',
    );
    expect(formatSystemLogMessage('es', 'taskSeriesCreated', series(1))).toBe(
      'Tarea recurrente "Ronda" creada (1 repetición por adelantado)',
    );
    expect(formatSystemLogMessage('en', 'taskSeriesCreated', series(1))).toBe('Recurring task "Ronda" created (1 occurrence ahead)');
    expect(formatSystemLogMessage('en', 'vehicleInspected', { plate: 'ABC-123', defects: 0 })).toBe(
      'Vehicle ABC-123 inspected (0 defects)',
    );
    expect(formatSystemLogMessage('es', 'uniformIssued', { quantity: 1, name: 'Camisa', size: 'M', guard: 'Ana' })).toBe(
      '1 × "Camisa" (M) entregado a Ana',
    );
    // A value the entry lacks reads in the plural and stays visible.
    expect(formatSystemLogMessage('es', 'protocolReminded', { title: 'Armas' })).toBe(
      'Recordatorio del protocolo "Armas" enviado a {{count}} guardias',
    );
  });

  it('has no hand-made plural left in either language', () => {
    for (const language of LANGUAGES) {
      const handMade = Object.entries(SYSTEM_LOG_MESSAGES[language]).filter(([, text]) => /\((s|es|as|os)\)/.test(text));
      expect(handMade.map(([key]) => `${language}:${key}`)).toEqual([]);
    }
  });

  it('leaves a missing value visible instead of inventing one, and treats values as text', () => {
    expect(formatSystemLogMessage('en', 'signedIn', {})).toBe('{{email}} signed in');
    expect(formatSystemLogMessage('en', 'signedIn', { email: '{{name}} $& $1' })).toBe('{{name}} $& $1 signed in');
  });

  it('knows its own keys only', () => {
    expect(isSystemLogMessageKey('signedIn')).toBe(true);
    expect(isSystemLogMessageKey('toString')).toBe(false);
    expect(isSystemLogMessageKey(42)).toBe(false);
  });
});
