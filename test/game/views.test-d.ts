import { describe, expectTypeOf, it } from 'vitest';
import { createGame, guesserView, spymasterView } from '../../src/index.js';
import type { GuesserView, Identity, SpymasterView } from '../../src/index.js';

describe('the view types', () => {
  it('a GuesserView has no key property at all', () => {
    expectTypeOf<GuesserView>().not.toHaveProperty('key');
    const view = guesserView(createGame({ variant: 'standard', seed: 1 }));
    // @ts-expect-error a guesser cannot read the key: the property does not exist on GuesserView
    void view.key;
    expectTypeOf(view).toEqualTypeOf<GuesserView>();
  });

  it('a SpymasterView has the key as identities', () => {
    expectTypeOf<SpymasterView>().toHaveProperty('key').toEqualTypeOf<readonly Identity[]>();
    expectTypeOf(spymasterView(createGame({ variant: 'standard', seed: 1 }), 'red').key).toEqualTypeOf<readonly Identity[]>();
  });

  it('a hidden card in a guesser view has only an optional identity', () => {
    expectTypeOf<GuesserView['cards'][number]['identity']>().toEqualTypeOf<Identity | undefined>();
  });
});
