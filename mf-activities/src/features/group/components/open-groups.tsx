import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GroupView, OpenGroup } from '@shop/contract';
import { Button } from '@shop/shared';
import { Countdown } from '@/components/countdown';
import { groupSharePath } from '../lib/group-share-path';
import { MemberAvatar } from './member-avatar';

interface OpenGroupsProps {
  activity: GroupView;
  /** Joins a group with the options and quantity chosen above; null while nothing can be bought. */
  onJoin: ((groupId: number) => void) | null;
  /** A group's countdown reached zero: ask for the page again. */
  onEnd: () => void;
  /** The group the page already shows in full (opened from its link): not listed twice. */
  shownId?: number | null;
}

function GroupRow({ group, activity, onJoin, onEnd }: { group: OpenGroup } & Omit<OpenGroupsProps, 'shownId'>) {
  const { t } = useTranslation('activities');
  const leader = t('group.groups.leader', { name: group.leader_name });
  return (
    <li className={`flex items-center gap-3 px-3 py-2.5 ${group.mine ? 'bg-rose-50/70' : ''}`}>
      <MemberAvatar src={group.leader_avatar} />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-sm text-slate-800">
          <span className="truncate">{leader}</span>
          {group.mine && <span className="shrink-0 rounded bg-rose-600 px-1.5 py-0.5 text-xs text-white">{t('group.groups.mine')}</span>}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-slate-500">
          <span className="font-medium text-rose-700">{group.seats_left > 0 ? t('group.groups.needed', { count: group.seats_left }) : t('group.groups.full')}</span>
          <Countdown target={group.expires_at} now={activity.now} label={t('group.groups.closesIn')} onEnd={onEnd} />
        </p>
      </div>
      {group.mine ? (
        <Link to={groupSharePath({ id: group.id, activity_id: activity.id })} aria-label={t('group.groups.viewLabel')} className="shrink-0 rounded-md border border-rose-600 px-4 py-1.5 text-sm font-medium text-rose-700 hover:bg-rose-50">
          {t('group.groups.view')}
        </Link>
      ) : (
        <Button aria-label={t('group.groups.joinLabel', { name: group.leader_name })} disabled={onJoin === null || group.seats_left === 0} onClick={() => onJoin?.(group.id)} className="shrink-0 px-5">
          {t('group.groups.join')}
        </Button>
      )}
    </li>
  );
}

/** The groups one can join, with seats left and time left, the member's own first; an empty state invites to start one. */
export function OpenGroups({ shownId = null, ...props }: OpenGroupsProps) {
  const { t } = useTranslation('activities');
  const groups = props.activity.groups.filter((group) => group.id !== shownId);
  return (
    <section aria-labelledby="open-groups" className="mt-5 rounded-md border border-slate-200">
      <header className="border-b border-slate-100 bg-slate-50 px-3 py-2">
        <h2 id="open-groups" className="text-sm font-semibold text-slate-800">
          {t('group.groups.title')}
        </h2>
        <p className="text-xs text-slate-500">{t('group.groups.hint')}</p>
      </header>
      {groups.length === 0 ? (
        <p className="px-3 py-4 text-sm text-slate-500">{t('group.groups.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {groups.map((group) => (
            <GroupRow key={group.id} group={group} {...props} />
          ))}
        </ul>
      )}
    </section>
  );
}
