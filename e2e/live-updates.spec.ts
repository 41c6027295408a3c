// Live updates between two browsers: a change made in one appears in the other within 2 s, without reloading.
// Both browsers are the admin of a tenant of the spec's own (e2e/support/tenant.ts).
import { expect, signIn, test } from './support';

test('[LIVE] a post created in one browser appears in the other within 2 s without reloading', async ({ browser, tenant }) => {
  await tenant.addCustomer('Plaza Los Flamboyanes');
  const [first, second] = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    const [writer, watcher] = await Promise.all([first.newPage(), second.newPage()]);
    await Promise.all([signIn(writer, tenant.admin), signIn(watcher, tenant.admin)]);

    const name = `Garita en vivo ${Math.random().toString(36).slice(2, 7)}`;
    await watcher.goto('/posts');
    await watcher.getByRole('searchbox').fill(name);
    // The search lands in the URL (a same-document navigation) after its debounce: wait for it before counting
    // navigations, so only a reload would count.
    await expect(watcher).toHaveURL(/[?&]search=/);
    await expect(watcher.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    // Let the filtered list settle and the event stream connect.
    await watcher.waitForLoadState('networkidle');
    let navigations = 0;
    watcher.on('framenavigated', () => navigations++);

    const options = await writer.request.get('/api/posts/form-options');
    const customerId = (await options.json()).customerCompanies[0].value as string;
    const created = await writer.request.post('/api/posts', { data: { customerCompanyId: customerId, name } });
    expect(created.status()).toBe(201);
    const createdAt = Date.now();

    await expect(watcher.getByRole('row', { name: new RegExp(name) })).toBeVisible({ timeout: 2_000 });
    test.info().annotations.push({ type: 'live update latency (ms)', description: String(Date.now() - createdAt) });
    expect(navigations).toBe(0);

    // And back: deleting it in the watcher's browser removes it from the writer's list.
    await writer.goto('/posts');
    await writer.getByRole('searchbox').fill(name);
    await expect(writer.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await writer.waitForLoadState('networkidle');
    const removed = await watcher.request.delete(`/api/posts/${(await created.json()).id}`);
    expect(removed.status()).toBe(204);
    await expect(writer.getByRole('row', { name: new RegExp(name) })).toHaveCount(0, { timeout: 2_000 });
  } finally {
    await Promise.all([first.close(), second.close()]);
  }
});
