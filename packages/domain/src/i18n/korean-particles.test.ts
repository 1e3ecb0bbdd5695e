import { PARTICLE_FORMATS, particleOf, withParticle } from './korean-particles.js';
import { interpolate } from './catalogue.js';

describe('Korean particles after a value (es-hangul)', () => {
  it('reads numbers in Korean: 3은, 2는, 10은, 44는, 45는', () => {
    expect(withParticle('3', '은/는')).toBe('3은');
    expect(withParticle('2', '은/는')).toBe('2는');
    expect(withParticle('10', '은/는')).toBe('10은');
    expect(withParticle('44', '은/는')).toBe('44는');
    expect(withParticle('45', '이/가')).toBe('45가');
    expect(withParticle('1', '을/를')).toBe('1을');
    expect(withParticle('0', '으로/로')).toBe('0으로');
  });

  it('follows the last syllable of a name, ㄹ before 으로/로 included', () => {
    expect(withParticle('하늘', '은/는')).toBe('하늘은');
    expect(withParticle('민지', '은/는')).toBe('민지는');
    expect(withParticle('하늘', '으로/로')).toBe('하늘로');
    expect(withParticle('지구력형', '이라/라')).toBe('지구력형이라');
    expect(withParticle('엄마', '와/과')).toBe('엄마와');
    expect(withParticle('장인', '와/과')).toBe('장인과');
  });

  it('reads a code letter by letter and skips a parenthesis or closing punctuation', () => {
    expect(withParticle('DD', '은/는')).toBe('DD는');
    expect(withParticle('SL', '은/는')).toBe('SL은');
    expect(particleOf('하늘 (자녀)', '이/가')).toBe('이');
    expect(particleOf('민지(배우자)', '이/가')).toBe('가');
    expect(particleOf('‘3’', '은/는')).toBe('은');
  });

  it('is what a catalogue gets with {{value, 은/는}}, and a text without a format is unchanged', () => {
    const text = '예: {{x, 은/는}} {{a}}님에게서, {{y, 은/는}} 다른 부모에게서';
    expect(interpolate(text, { x: 3, y: 4, a: '민지' }, PARTICLE_FORMATS)).toBe(
      '예: 3은 민지님에게서, 4는 다른 부모에게서',
    );
    expect(interpolate('{{x}}', { x: 3 }, PARTICLE_FORMATS)).toBe('3');
    // An unknown format leaves the value as it is, as i18next does.
    expect(interpolate('{{x, 에게}}', { x: '하늘' }, PARTICLE_FORMATS)).toBe('하늘');
  });
});
