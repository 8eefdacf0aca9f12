import { isUuid, listenNotifications, type NotificationListener } from '@scopewright/db';
import type { Logger } from '../logger';

export const PROFILE_CHANGED_CHANNEL = 'profile_changed';

/** What a subscriber hears: its user's profile or roles changed, or anything may have (after a reconnect). */
export type ProfileEvent = 'changed' | 'resync';

export interface ProfileSubscriber {
  send: (event: ProfileEvent) => void;
  /** The hub is shutting down: end the stream so the HTTP server can close. */
  end: () => void;
}

/**
 * Fans PostgreSQL's `profile_changed` notifications (migration 0009 triggers) out to the open event streams of
 * this process. One LISTEN connection per process, opened on the first subscription.
 */
export interface ProfileEvents {
  subscribe(userId: string, subscriber: ProfileSubscriber): () => void;
  /** Resolves once notifications are being received (opens the connection if needed). */
  ready(): Promise<void>;
  subscriberCount(): number;
  close(): Promise<void>;
}

export function createProfileEvents(input: { connectionString: string; logger?: Logger }): ProfileEvents {
  const byUser = new Map<string, Set<ProfileSubscriber>>();
  let listener: NotificationListener | null = null;
  let closed = false;
  const log = input.logger?.child({ module: 'profile-events' });

  const broadcast = (subscribers: Iterable<ProfileSubscriber>, event: ProfileEvent) => {
    for (const subscriber of subscribers) {
      try {
        subscriber.send(event);
      } catch (err) {
        log?.warn({ err }, 'a profile event could not be written');
      }
    }
  };

  const start = (): NotificationListener =>
    (listener ??= listenNotifications(input.connectionString, {
      channel: PROFILE_CHANGED_CHANNEL,
      applicationName: 'scopewright-profile-events',
      onNotification: (userId) => {
        const subscribers = byUser.get(userId);
        if (subscribers && isUuid(userId)) broadcast(subscribers, 'changed');
      },
      onReconnect: () => {
        log?.info('profile events: listening again; asking every open tab to reload');
        for (const subscribers of byUser.values()) broadcast(subscribers, 'resync');
      },
      onError: (err) => log?.warn({ err }, 'profile events: connection problem, reconnecting'),
    }));

  return {
    subscribe(userId, subscriber) {
      if (closed) {
        subscriber.end();
        return () => {};
      }
      start();
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(subscriber);
      return () => {
        const current = byUser.get(userId);
        current?.delete(subscriber);
        if (current?.size === 0) byUser.delete(userId);
      };
    },
    ready: () => (closed ? Promise.resolve() : start().ready),
    subscriberCount: () => [...byUser.values()].reduce((n, set) => n + set.size, 0),
    async close() {
      closed = true;
      const all = [...byUser.values()].flatMap((set) => [...set]);
      byUser.clear();
      for (const subscriber of all) subscriber.end();
      await listener?.close();
    },
  };
}
