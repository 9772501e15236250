import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regionQueries } from '../../api/region';
import { type Region, ROOT_REGION_CODE } from '../../api/schemas/region';
import { CheckOutline } from '../../ui/light/marks/CheckOutline';
import { RightOutline } from '../../ui/light/OutlineIcon';
import { QueryState } from '../../ui/QueryState';
import { useModalFocus } from '../../ui/use-modal-focus';
import { joinRegionNames, type RegionValue } from './address-form';

type CascadeProps = {
  /** The codes picked before, marked at each level while browsing. */
  initialCodes: string[];
  onDone: (value: RegionValue) => void;
  onCancel: () => void;
};

/**
 * A three-step (or as deep as the tree goes) list: the levels picked so far as steps that can be gone back
 * to, and the choices of the current level. Picking a region without children completes the choice.
 */
export function RegionCascade({ initialCodes, onDone, onCancel }: CascadeProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useModalFocus<HTMLDivElement>(true, onCancel);
  const [path, setPath] = useState<Region[]>([]);
  const [marks, setMarks] = useState<string[]>(initialCodes);
  const level = path.length;
  const pcode = path[level - 1]?.code ?? ROOT_REGION_CODE;
  const query = useQuery(regionQueries.children(pcode));

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const choose = (region: Region) => {
    const next = [...path, region];
    setMarks((before) => (before[level] === region.code ? before : [...before.slice(0, level), region.code]));
    if (region.hasChildren) setPath(next);
    else
      onDone({
        codes: next.map((item) => item.code),
        text: joinRegionNames(
          next.map((item) => item.name),
          i18n.language,
        ),
      });
  };

  return (
    <div ref={dialog} className="region-cascade" role="dialog" aria-modal="true" aria-labelledby={headingId}>
      <header className="region-head">
        <button type="button" className="region-cancel" onClick={onCancel}>
          {t('addresses.region.cancel')}
        </button>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="region-title">
          {t('addresses.region.title')}
        </h2>
        <span className="region-head-spacer" />
      </header>
      <ol className="region-steps" aria-label={t('addresses.region.steps')}>
        {path.map((region, index) => (
          <li key={region.code}>
            <button
              type="button"
              className="region-step"
              aria-label={t('addresses.region.change', { name: region.name })}
              onClick={() => setPath(path.slice(0, index))}
            >
              {region.name}
            </button>
          </li>
        ))}
        <li className="region-step region-step-current" aria-current="step">
          {t('addresses.region.choose')}
        </li>
      </ol>
      <div className="region-options-wrap">
        <QueryState query={query} isEmpty={(regions) => regions.length === 0} skeletonRows={6}>
          {(regions) => (
            <ul className="region-options" aria-label={t('addresses.region.choose')}>
              {regions.map((region) => {
                const marked = marks[level] === region.code;
                return (
                  <li key={region.code}>
                    <button
                      type="button"
                      className={`region-option${marked ? ' region-option-marked' : ''}`}
                      aria-pressed={marked}
                      onClick={() => choose(region)}
                    >
                      <span>{region.name}</span>
                      {marked ? <CheckOutline aria-hidden /> : region.hasChildren ? <RightOutline aria-hidden /> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </div>
    </div>
  );
}
