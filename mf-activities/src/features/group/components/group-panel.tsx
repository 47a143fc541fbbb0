import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GroupDetail, GroupState } from '@shop/contract';
import { Button, orderDetailPath } from '@shop/shared';
import { Countdown } from '@/components/countdown';
import { ShareLink } from '@/components/share-link';
import { groupSharePath } from '../lib/group-share-path';
import { MemberAvatar } from './member-avatar';

const STATE_COLOURS: Record<GroupState, string> = {
  open: 'bg-rose-600 text-white',
  success: 'bg-emerald-700 text-white',
  failed: 'bg-slate-500 text-white',
};

interface GroupPanelProps {
  group: GroupDetail;
  /** Joins this group with the options and quantity chosen above; null while nothing can be bought. */
  onJoin: (() => void) | null;
  onEnd: () => void;
}

/** Who is in the group: each member (masked) with their seat's state, then a "waiting" disc per seat still free. */
function Members({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('activities');
  const free = group.state === 'open' ? group.seats_left : 0;
  return (
    <ul aria-label={t('group.panel.members')} className="mt-3 flex flex-wrap gap-4">
      {group.members.map((member, index) => (
        <li key={`${member.joined_at}-${index}`} className="flex w-16 flex-col items-center text-center text-xs">
          <span className="relative">
            <MemberAvatar src={member.avatar} className="h-12 w-12" />
            {member.is_leader && <span className="absolute -top-1 -right-2 rounded bg-rose-600 px-1 text-[10px] leading-4 text-white">{t('group.panel.leader')}</span>}
          </span>
          <span className="mt-1 w-full truncate text-slate-800">{member.name}</span>
          <span className={member.state === 'paid' ? 'text-emerald-700' : 'text-slate-500'}>{t(`group.panel.seat.${member.state}`)}</span>
        </li>
      ))}
      {Array.from({ length: free }, (_, index) => (
        <li key={`free-${index}`} className="flex w-16 flex-col items-center text-center text-xs text-slate-500">
          <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full border-2 border-dashed border-slate-300 text-lg text-slate-400">
            ?
          </span>
          <span className="mt-1">{t('group.panel.waiting')}</span>
        </li>
      ))}
    </ul>
  );
}

/** What the viewer can do: a member of an open group invites friends, anyone else joins while a seat is free; or why not. */
function GroupAction({ group, onJoin }: Omit<GroupPanelProps, 'onEnd'>) {
  const { t } = useTranslation('activities');
  const note = (text: ReactNode) => <p className="mt-3 text-sm font-medium text-slate-600">{text}</p>;
  const order = group.order_id !== null && (
    <Link to={orderDetailPath(group.order_id)} className="text-rose-700 underline hover:text-rose-800">
      {t('group.panel.order')}
    </Link>
  );
  if (group.state === 'success') return note(<>{t('group.panel.success')} {order}</>);
  if (group.state === 'failed') return note(<>{t('group.panel.failed')} {order}</>);
  if (group.joined) {
    return (
      <>
        {order && note(order)}
        <div className="mt-3">
          <ShareLink path={groupSharePath(group)} label={t('group.panel.share')} copyLabel={t('group.panel.copy')} hint={t('group.panel.shareHint')} />
        </div>
      </>
    );
  }
  if (group.activity_state === 'ended') return note(t('group.panel.ended'));
  if (group.seats_left === 0) return note(t('group.panel.full'));
  return (
    <Button onClick={() => onJoin?.()} disabled={onJoin === null} className="mt-3 h-10 w-44">
      {t('group.panel.join')}
    </Button>
  );
}

/** A group opened from its link: whose it is, its state, members and free seats, the time left, and what the viewer can do. */
export function GroupPanel({ group, onJoin, onEnd }: GroupPanelProps) {
  const { t } = useTranslation('activities');
  const leader = group.members.find((member) => member.is_leader);
  return (
    <section aria-labelledby="group-panel" data-testid="group-panel" className="mt-5 rounded-md border border-rose-200 bg-white p-4">
      <div className="flex items-center gap-3">
        <h2 id="group-panel" className="text-base font-semibold text-slate-900">
          {group.joined ? t('group.panel.mine') : t('group.panel.title', { name: leader?.name ?? '' })}
        </h2>
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATE_COLOURS[group.state]}`}>{t(`group.panel.state.${group.state}`)}</span>
      </div>
      {group.state === 'open' && (
        <p className="mt-1 flex flex-wrap items-center gap-x-4 text-sm text-slate-600">
          {group.seats_left > 0 && <span className="font-medium text-rose-700">{t('group.panel.needed', { count: group.seats_left })}</span>}
          <Countdown target={group.expires_at} now={group.now} label={t('group.panel.closesIn')} onEnd={onEnd} variant="boxed" />
        </p>
      )}
      <Members group={group} />
      <GroupAction group={group} onJoin={onJoin} />
    </section>
  );
}
