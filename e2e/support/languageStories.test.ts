import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { representativeStories, storyVariantName, translatedCapabilities, type IndexedStory } from './languageStories.ts';

const story = (id: string, importPath: string, tags: string[] = []): IndexedStory => ({ id, title: id, name: id, importPath, tags: ['dev', ...tags] });

describe('representativeStories', () => {
  const orders = './packages/widgets/src/orders';
  const stories = [
    story('detail--pending', `${orders}/OrderDetail.stories.tsx`),
    story('list--all', `${orders}/Orders.stories.tsx`, ['languages']),
    story('labour--invalid', './packages/widgets/src/labour-calculator/Labour.stories.tsx', ['play-fn']),
    story('labour--empty', './packages/widgets/src/labour-calculator/Labour.stories.tsx'),
    story('quiz--played', './packages/widgets/src/quiz/Quiz.stories.tsx', ['play-fn']),
    story('orders-admin--list', './packages/widgets/src/orders-admin/Admin.stories.tsx'),
  ];

  const everySpeaks = () => true;

  it("takes a capability's stories tagged languages, else its first story without a play function", () => {
    const chosen = representativeStories(stories, [orders, './packages/widgets/src/labour-calculator'], everySpeaks);
    expect(chosen.map((entry) => entry.id)).toEqual(['list--all', 'labour--empty']);
  });

  it("skips the stories of a component that does not speak the catalogue yet (the folder's other components do)", () => {
    const shelf = './packages/widgets/src/catalogue';
    const shelfStories = [story('pincode--empty', `${shelf}/PincodeCheck.stories.tsx`), story('search--default', `${shelf}/ProductSearch.stories.tsx`)];
    const speaks = (importPath: string) => importPath.endsWith('ProductSearch.stories.tsx');
    expect(representativeStories(shelfStories, [shelf], speaks).map((entry) => entry.id)).toEqual(['search--default']);
  });

  it('takes none from a capability whose stories all play, or that has none, and none from a folder that only starts alike', () => {
    expect(representativeStories(stories, ['./packages/widgets/src/quiz', './packages/widgets/src/sign-in'], everySpeaks)).toEqual([]);
    expect(representativeStories(stories, [orders], everySpeaks).map((entry) => entry.id)).not.toContain('orders-admin--list');
  });

  it('names a baseline by the story and the language, English by the story alone', () => {
    expect(storyVariantName('site-header--desktop', 'ta')).toBe('site-header--desktop.ta');
    expect(storyVariantName('site-header--desktop', 'en')).toBe('site-header--desktop');
  });
});

describe('translatedCapabilities', () => {
  const root = mkdtempSync(join(tmpdir(), 'nirmaan-capabilities-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('lists the catalogues whose folder has a component that speaks one, not those only written, tested or in stories', () => {
    write('packages/widgets/src/orders/messages/en.json', '{}');
    write('packages/widgets/src/orders/list/OrderList.tsx', 'const { messages } = useMessages(ordersCatalogue);');
    write('packages/widgets/src/cart/messages/en.json', '{}');
    write('packages/widgets/src/cart/Cart.tsx', 'export function Cart() {}');
    write('packages/widgets/src/cart/Cart.test.tsx', 'useMessages(cartCatalogue);');
    write('packages/widgets/src/cart/Cart.stories.tsx', 'useMessages(cartCatalogue);');
    expect(translatedCapabilities(root)).toEqual(['./packages/widgets/src/orders']);
  });
});
