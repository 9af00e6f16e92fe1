import { createAccount } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { publishListing } from '../support/listings.ts';

// Issue 31: the price slider's first drag moved the wrong handle (dragging the maximum to the
// middle set the minimum). The first drag lands on the drawn track, before the slider's code is
// in: it must move the thumb it started on.

let sequence = 0;
const uniqueWord = () => `ps${Date.now().toString(36)}${process.pid}${(sequence += 1)}`;
const FIRST_LOAD_MS = 20_000;

for (const width of [360, 1280]) {
  test(`dragging the maximum to the middle moves the maximum, not the minimum (${String(width)} px)`, async ({
    page,
    request,
  }) => {
    test.slow();
    const seller = await createAccount(request);
    const word = uniqueWord();
    // A wide domain (10 to 100,000 birr): the middle of the logarithmic track is far nearer the
    // lowest price than the highest in birr, which is where the wrong thumb came from.
    for (const price of [10, 100, 1000, 10_000, 100_000])
      await publishListing(request, seller, { title: `Gauze ${word} ${String(price)}`, price });

    const { problems } = watchForProblems(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/search?q=${word}`);
    const track = page.getByRole('button', { name: /^Adjust the price range/ });
    await expect(track).toHaveAccessibleName('Adjust the price range, ETB 10 to ETB 100,000', {
      timeout: FIRST_LOAD_MS,
    });
    // The app has taken the drawn page over (a drag before that reaches no code).
    await expect(page.locator('#root')).toHaveAttribute('data-app', 'started');
    const box = await track.boundingBox();
    if (!box) throw new Error('no price track');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 1, y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await page.mouse.move(box.x + box.width - 1 - (i * box.width) / 20, y);
    await page.mouse.up();

    await expect(page).toHaveURL(/[?&]max=\d+/);
    expect(new URL(page.url()).searchParams.get('min')).toBeNull();
    const max = Number(new URL(page.url()).searchParams.get('max'));
    expect(max).toBeGreaterThan(10);
    expect(max).toBeLessThan(100_000);
    // The slider (now loaded) shows the same: the lowest thumb still at 10.
    await expect(page.getByRole('slider', { name: 'Lowest price' })).toHaveAttribute(
      'aria-valuetext',
      'ETB 10',
    );
    expect(problems).toEqual([]);
  });
}
