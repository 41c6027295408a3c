// The permissions of a role record: resources (rows) × actions (columns), with select-all per row and per column.
import { ACTIONS, RESOURCES, type TAction, type TResource } from '@centinela/shared';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/Checkbox';
import { ACTION_LABEL_KEYS, resourceLabelKey } from '../lib/labels';

export type TMatrix = Record<TAction, TResource[]>;

export const emptyMatrix = (): TMatrix => ({ view: [], edit: [], add: [], delete: [] });

type TCheckedState = boolean | 'indeterminate';

const stateOf = (count: number, of: number): TCheckedState => (count === 0 ? false : count === of ? true : 'indeterminate');

export const PermissionMatrix = ({
  value,
  onChange,
  isDisabled,
}: {
  value: TMatrix;
  onChange: (next: TMatrix) => void;
  isDisabled?: boolean;
}) => {
  const { t } = useTranslation(['roles']);
  const has = (action: TAction, resource: TResource) => value[action].includes(resource);

  const set = (pairs: [TAction, TResource][], isOn: boolean) => {
    const next: TMatrix = { view: [...value.view], edit: [...value.edit], add: [...value.add], delete: [...value.delete] };
    for (const [action, resource] of pairs) {
      const list = next[action].filter((r) => r !== resource);
      // Keep the resources in the canonical order so saved matrices read the same way.
      next[action] = isOn ? RESOURCES.filter((r) => r === resource || list.includes(r)) : list;
    }
    onChange(next);
  };

  const rowState = (resource: TResource) => stateOf(ACTIONS.filter((a) => has(a, resource)).length, ACTIONS.length);
  const columnState = (action: TAction) => stateOf(value[action].length, RESOURCES.length);
  const allState = stateOf(
    ACTIONS.reduce((sum, action) => sum + value[action].length, 0),
    ACTIONS.length * RESOURCES.length,
  );

  return (
    <div className="max-h-[45vh] overflow-auto rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('matrix.caption')}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50">
          <tr className="border-b border-slate-200">
            <th scope="col" className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <span className="flex items-center gap-2">
                <Checkbox
                  checked={allState}
                  disabled={isDisabled}
                  aria-label={t('matrix.selectAll')}
                  onCheckedChange={(checked) =>
                    set(
                      ACTIONS.flatMap((a) => RESOURCES.map((r) => [a, r] as [TAction, TResource])),
                      checked === true,
                    )
                  }
                />
                {t('matrix.resource')}
              </span>
            </th>
            {ACTIONS.map((action) => (
              <th key={action} scope="col" className="px-3 py-2 text-center text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <span className="inline-flex flex-col items-center gap-1">
                  {t(ACTION_LABEL_KEYS[action])}
                  <Checkbox
                    checked={columnState(action)}
                    disabled={isDisabled}
                    aria-label={t('matrix.selectColumn', { action: t(ACTION_LABEL_KEYS[action]) })}
                    onCheckedChange={(checked) =>
                      set(
                        RESOURCES.map((r) => [action, r]),
                        checked === true,
                      )
                    }
                  />
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {RESOURCES.map((resource) => {
            const resourceLabel = t(resourceLabelKey(resource));
            return (
              <tr key={resource} className="hover:bg-slate-50">
                <th scope="row" className="px-3 py-1.5 text-left font-normal text-slate-800">
                  <span className="flex items-center gap-2">
                    <Checkbox
                      checked={rowState(resource)}
                      disabled={isDisabled}
                      aria-label={t('matrix.selectRow', { resource: resourceLabel })}
                      onCheckedChange={(checked) =>
                        set(
                          ACTIONS.map((a) => [a, resource]),
                          checked === true,
                        )
                      }
                    />
                    {resourceLabel}
                  </span>
                </th>
                {ACTIONS.map((action) => (
                  <td key={action} className="px-3 py-1.5 text-center">
                    <Checkbox
                      checked={has(action, resource)}
                      disabled={isDisabled}
                      aria-label={t('matrix.cell', { action: t(ACTION_LABEL_KEYS[action]), resource: resourceLabel })}
                      onCheckedChange={(checked) => set([[action, resource]], checked === true)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
