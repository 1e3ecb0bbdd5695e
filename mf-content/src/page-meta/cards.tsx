// The 1200×630 share cards (og:image) of the home page, the other pages and each of the 54 types,
// as element trees for satori (flexbox subset of CSS; every <div> with children says its display).
// Drawn at build time by packages/tooling/build/page-meta-plugin.cjs; never part of the browser bundle.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { TYPE_CATALOGUE, typeHeading } from '@genetype/domain';
import { typeGroups, typeReportById } from '@genetype/content';
import type { TypeGroupContent } from '@genetype/content';
import { GroupCharacter } from '@genetype/ui/illustrations';
import { typeCardName } from './pages';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Values of packages/ui/styles/_tokens.scss ($color-brand, $color-text, $color-text-secondary). */
const BRAND = '#5b4fe0';
const INK = '#1f2329';
const INK_SECONDARY = '#555c67';

export interface Card {
  name: string;
  element: ReactElement;
}

/** A group character as an <img> of its own SVG markup (the page's React component, drawn once). */
function character(group: TypeGroupContent, size: number): ReactElement {
  const markup = renderToStaticMarkup(
    <GroupCharacter group={group.id} color={group.color} size={size} />,
  )
    // As a file of its own the SVG needs its namespace, and has no page `color` to inherit.
    .replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ')
    .replaceAll('currentColor', group.color);
  const src = `data:image/svg+xml;base64,${Buffer.from(markup).toString('base64')}`;
  return <img src={src} width={size} height={size} alt="" />;
}

function brandLine(): ReactElement {
  return (
    <div style={{ display: 'flex', alignItems: 'center', fontSize: 34, fontWeight: 700 }}>
      <div style={{ display: 'flex', color: BRAND }}>진타입</div>
      <div style={{ display: 'flex', color: INK_SECONDARY, marginLeft: 16, fontWeight: 400 }}>
        학습 유전자 유형 검사
      </div>
    </div>
  );
}

function typeCard(id: number): Card {
  const report = typeReportById(id);
  const group = typeGroups[(report?.group ?? 1) - 1] as TypeGroupContent;
  return {
    name: typeCardName(id),
    element: (
      <div
        style={{
          display: 'flex',
          width: CARD_WIDTH,
          height: CARD_HEIGHT,
          backgroundColor: '#ffffff',
          fontFamily: 'Pretendard',
          color: INK,
        }}
      >
        <div
          style={{
            display: 'flex',
            width: 460,
            height: CARD_HEIGHT,
            backgroundColor: group.color,
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <div
            style={{
              display: 'flex',
              width: 360,
              height: 360,
              borderRadius: 180,
              backgroundColor: '#ffffff',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {character(group, 300)}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            flex: 1,
            padding: '64px 64px 56px',
            boxSizing: 'border-box',
          }}
        >
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ display: 'flex', fontSize: 40, fontWeight: 700, color: group.color }}>
              {`${id}번 유형`}
            </div>
            <div
              style={{
                display: 'flex',
                fontSize: 76,
                fontWeight: 700,
                lineHeight: 1.15,
                marginTop: 12,
              }}
            >
              {report?.name ?? typeHeading(id) ?? ''}
            </div>
            <div style={{ display: 'flex', marginTop: 32 }}>
              <div
                style={{
                  display: 'flex',
                  fontSize: 38,
                  fontWeight: 700,
                  letterSpacing: 2,
                  color: '#ffffff',
                  backgroundColor: INK,
                  borderRadius: 14,
                  padding: '10px 24px',
                }}
              >
                {report?.code ?? ''}
              </div>
            </div>
            <div style={{ display: 'flex', fontSize: 34, color: INK_SECONDARY, marginTop: 32 }}>
              {`${group.name} 그룹 · ${group.characterName}`}
            </div>
          </div>
          {brandLine()}
        </div>
      </div>
    ),
  };
}

/** The home page's card and the one of every other page: the nine characters around the name. */
function siteCard(name: 'home' | 'site'): Card {
  const headline = name === 'home' ? '나의 학습 유전자 유형은?' : '54가지 학습 유전자 유형';
  const subline =
    name === 'home'
      ? '지구력·애착·창의성·감정, 네 가지 유전자로 찾는 나만의 공부법'
      : '9개 그룹, 54가지 유형마다 다른 배움의 방식';
  return {
    name,
    element: (
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          width: CARD_WIDTH,
          height: CARD_HEIGHT,
          backgroundColor: name === 'home' ? BRAND : '#ffffff',
          color: name === 'home' ? '#ffffff' : INK,
          fontFamily: 'Pretendard',
          padding: '64px 72px',
          boxSizing: 'border-box',
          justifyContent: 'space-between',
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div
            style={{
              display: 'flex',
              fontSize: 44,
              fontWeight: 700,
              color: name === 'home' ? '#ffffff' : BRAND,
            }}
          >
            진타입
          </div>
          <div style={{ display: 'flex', fontSize: 80, fontWeight: 700, marginTop: 16 }}>
            {headline}
          </div>
          <div style={{ display: 'flex', fontSize: 34, marginTop: 16, opacity: 0.85 }}>
            {subline}
          </div>
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>
          {typeGroups.map((group) => (
            <div
              key={group.id}
              style={{
                display: 'flex',
                width: 112,
                height: 112,
                borderRadius: 56,
                // $color-grey-100 on the white card, white on the brand colour.
                backgroundColor: name === 'home' ? '#ffffff' : '#f1f3f6',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              {character(group, 96)}
            </div>
          ))}
        </div>
      </div>
    ),
  };
}

/** Every card mf-content publishes: home, site (every other page) and type-1 … type-54. */
export function cards(): Card[] {
  return [siteCard('home'), siteCard('site'), ...TYPE_CATALOGUE.map((entry) => typeCard(entry.id))];
}
