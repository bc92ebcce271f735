import { describe, expect, it } from 'vitest';
import { BOOKING_NOW, buildBookedOrder, buildPhotographer } from '../modules/bookings/booking-test-setup.ts';
import { buildOffices, signIn } from '../test/factories.ts';
import { createTestApp, portalHeaders } from '../test/test-app.ts';
import { BOOKING_CALL_MARKING_JOB } from './booking-call-marking.job.ts';
import type { JobQueue } from './job-queue.ts';
import { registerJobs } from './register-jobs.ts';

describe('the job registry', async () => {
  const { app, db, deps, setNow } = await createTestApp();

  it('registers every worker once, and the recurring work as schedules: the booking call marking hourly, the unseen-orders check daily, the rate-limit clean-up every minute, the personal-data retention nightly', () => {
    const workers: string[] = [];
    const schedules: [string, string][] = [];
    const recording: JobQueue = {
      work: (name) => void workers.push(name),
      schedule: (name, cron) => void schedules.push([name, cron]),
      send: async () => {
        throw new Error('nothing is sent while registering');
      },
      start: async () => undefined,
      stopTakingJobs: async () => undefined,
      stop: async () => undefined,
    };
    registerJobs({ ...deps, jobs: recording });
    expect(workers.toSorted()).toEqual([
      'archive-materials',
      'material-previews',
      'password-reset-mail',
      'restore-materials',
      'zip-download',
    ]);
    expect(schedules.toSorted()).toEqual([
      ['abandoned-uploads', '45 3 * * *'],
      ['booking-call-marking', '0 * * * *'],
      ['ended-rate-limit-windows', '* * * * *'],
      ['ended-sign-ins', '30 3 * * *'],
      ['expired-idempotency-keys', '15 4 * * *'],
      ['expired-zips', '15 3 * * *'],
      ['old-notifications', '0 4 * * *'],
      ['personal-data-retention', '30 2 * * *'],
      ['unseen-orders', '0 5 * * *'],
      ['webhook-deliveries', '* * * * *'],
    ]);
  });

  it('runs the booking call marking as a job of the queue, marking links unanswered for 5 working days', async () => {
    setNow(BOOKING_NOW);
    const { officeA, agentA } = await buildOffices(db);
    await buildPhotographer(db);
    const { booking } = await buildBookedOrder(db, officeA.id);
    const cookie = await signIn(app, agentA.email);
    const link = await app.inject({
      method: 'POST',
      url: '/api/Bookings/third-party-link',
      headers: portalHeaders(cookie),
      payload: { bookingId: booking.id, channel: 'SMS' },
    });
    expect(link.statusCode, link.body).toBe(200);

    setNow(new Date(BOOKING_NOW.getTime() + 7 * 86_400_000));
    // The session of a week ago has ended: signed in again.
    const later = await signIn(app, agentA.email);
    const callNeeded = async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/Bookings/${booking.id}`,
        headers: portalHeaders(later),
      });
      return response.json().callNeeded;
    };
    expect(await callNeeded()).toBe(false);
    await deps.jobs.send(BOOKING_CALL_MARKING_JOB, {});
    await expect.poll(callNeeded, { timeout: 20_000, interval: 200 }).toBe(true);
  }, 30_000);
});
