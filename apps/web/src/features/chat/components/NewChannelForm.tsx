// An admin's custom channel, new or edited: a name and its members (any employed user of the company; a customer company
// admin sees the channel only when invited here). Editing renames it and adds / removes the members whose boxes changed
// (PATCH /api/chat/channels/:id); the admin editing stays a member.
import type { TChatChannel, TChatContacts } from '@centinela/shared/contracts/chat';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Input } from '@/components/ui/Input';
import { errorMessage } from '@/lib/errors';
import { useCreateChatChannel, useUpdateChatChannel } from '../hooks/useChat';

/** What an edit changes: the new name (when it changed) and the invitable members checked or unchecked. */
export const channelChanges = (
  channel: Pick<TChatChannel, 'name' | 'memberIds'>,
  name: string,
  members: Set<string>,
  invitable: string[],
) => {
  const initial = new Set(channel.memberIds);
  return {
    ...(name.trim() !== (channel.name ?? '') ? { name: name.trim() } : {}),
    addMemberIds: invitable.filter((id) => members.has(id) && !initial.has(id)),
    removeMemberIds: invitable.filter((id) => !members.has(id) && initial.has(id)),
  };
};

export const NewChannelForm = ({
  invitable,
  onCreated,
  channel,
}: {
  invitable: TChatContacts['invitable'];
  onCreated: (id: string) => void;
  /** Editing this custom channel instead of creating one. */
  channel?: TChatChannel;
}) => {
  const { t } = useTranslation('chat');
  const { t: tCommon } = useTranslation('common');
  const nameId = useId();
  const create = useCreateChatChannel();
  const update = useUpdateChatChannel();
  const [name, setName] = useState(channel?.name ?? '');
  const [members, setMembers] = useState<Set<string>>(new Set(channel?.memberIds ?? []));
  const changes = channel
    ? channelChanges(
        channel,
        name,
        members,
        invitable.map((u) => u.userId),
      )
    : null;
  const hasChanges = changes ? changes.name !== undefined || changes.addMemberIds.length > 0 || changes.removeMemberIds.length > 0 : true;
  const isPending = create.isPending || update.isPending;
  const canSubmit = name.trim().length > 0 && (channel ? hasChanges : members.size > 0) && !isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    if (channel && changes) {
      update.mutate(
        { id: channel.id, body: changes },
        {
          onSuccess: (updated) => {
            toast.success(t('channelUpdated'));
            onCreated(updated.id);
          },
          onError: (error) => toast.error(errorMessage(error)),
        },
      );
      return;
    }
    create.mutate(
      { name: name.trim(), memberIds: [...members] },
      {
        onSuccess: (channel) => {
          toast.success(t('channelCreated'));
          onCreated(channel.id);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col gap-3" aria-label={channel ? t('editChannel') : t('newChannel')}>
      <div className="grid gap-1.5">
        <label htmlFor={nameId} className="text-sm font-medium text-slate-800">
          {t('channelName')}
        </label>
        <Input id={nameId} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
      </div>
      <fieldset className="flex min-h-0 flex-1 flex-col gap-1">
        <legend className="text-sm font-medium text-slate-800">{t('members', { count: members.size })}</legend>
        <ul className="min-h-0 flex-1 overflow-y-auto rounded-md border border-slate-200 p-2">
          {invitable.map((user) => (
            <li key={user.userId}>
              <label htmlFor={`${nameId}-${user.userId}`} className="flex items-center gap-2 py-1 text-sm">
                <Checkbox
                  id={`${nameId}-${user.userId}`}
                  checked={members.has(user.userId)}
                  onCheckedChange={(checked) =>
                    setMembers((current) => {
                      const next = new Set(current);
                      if (checked === true) next.add(user.userId);
                      else next.delete(user.userId);
                      return next;
                    })
                  }
                />
                <span className="flex-1">{user.name}</span>
                <span className="text-xs text-slate-500">{tCommon(`roles.${user.role}`, { defaultValue: user.role })}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button type="submit" disabled={!canSubmit} className="self-end">
        {channel ? t('saveChannel') : t('createChannel')}
      </Button>
    </form>
  );
};
