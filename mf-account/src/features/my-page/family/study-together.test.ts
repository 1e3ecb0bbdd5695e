import { TYPE_CATALOGUE } from '@genetype/domain';
import { studyTogetherNote } from './study-together';

const person = (name: string, id: number) => {
  const { ace, drd2, drd4, htt } = TYPE_CATALOGUE[id - 1]!;
  return { name, genes: { ace, drd2, drd4, htt } };
};

describe('studyTogetherNote', () => {
  it('writes one finished sentence per gene for every pair of types', () => {
    const sentences = new Set<string>();
    for (const a of TYPE_CATALOGUE)
      for (const b of TYPE_CATALOGUE) {
        const note = studyTogetherNote(person('지우', a.id), person('하늘', b.id));
        if (note.length !== 4) throw new Error(`${a.id} × ${b.id}: ${note.length} sentences`);
        note.forEach((sentence) => sentences.add(sentence));
      }
    const unfinished = [...sentences].filter((s) => !/요\.$/.test(s) || /undefined| {2}/.test(s));
    expect(unfinished).toEqual([]);
  });

  it('names both people where the types differ, and neither where they agree', () => {
    const note = studyTogetherNote(person('지우', 1), person('하늘', 54));
    expect(note[0]).toBe(
      '지우님은 긴 시간 일정한 속도로 이어 가는 편이고, 하늘님은 짧고 굵게 몰아서 집중하는 편이에요. 한 사람의 속도에 맞추기보다, 각자의 집중 시간을 인정하고 쉬는 시간을 따로 정해 주세요.',
    );
    expect(note[3]).toMatch(/^지우님은 평가에 민감한 편이니/);
    const same = studyTogetherNote(person('지우', 1), person('하늘', 1));
    expect(same[0]).toMatch(/^두 사람 모두 지구력형이라/);
    expect(same[3]).toMatch(/^두 사람 모두 감정이 섬세한 편이라/);
  });
});
