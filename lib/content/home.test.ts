import { homeHero, nextRotationIndex } from '@/lib/content/home';
import { site } from '@/lib/site';

describe('hero rotation', () => {
  it('cycles through the institute name, Trainers, Coding, Mock Interviews in order', () => {
    expect(homeHero.words).toEqual([site.name, 'Trainers', 'Coding', 'Mock Interviews']);
    const seen: string[] = [];
    let index = 0;
    for (let step = 0; step < 6; step++) {
      seen.push(homeHero.words[index]!);
      index = nextRotationIndex(index, homeHero.words.length);
    }
    expect(seen).toEqual([site.name, 'Trainers', 'Coding', 'Mock Interviews', site.name, 'Trainers']);
  });

  it('stays at 0 for an empty rotation', () => {
    expect(nextRotationIndex(0, 0)).toBe(0);
  });
});
