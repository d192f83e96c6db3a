import { ProblemCode, ProblemException } from '@app/http';
import { Admission, AdmissionPort } from '../recording/admission.port';
import { RecordOutcome } from '../recording/claim-plan';
import { Submission } from '../recording/submission-intake';
import { EventIntake } from './event-intake.service';
import { EventRecorder } from './event-recorder.service';
import { NormalizedEvent } from './event-rules';
import { SubmissionNoticesPublisher } from './submission-notices.publisher';

/** A rate limit that lets everything in, or refuses with 429 when `over`. */
class FakeAdmission implements Pick<Admission, 'admitted' | 'pay'> {
  admitted = false;
  paid = 0;
  over = false;
  async pay(): Promise<void> {
    this.paid++;
    if (this.over) throw new ProblemException(429, ProblemCode.RateLimited, 'over');
    this.admitted = true;
  }
}

/** Records every event it is given as new, after "counting" through the admission. */
class FakeRecorder {
  calls: NormalizedEvent[][] = [];
  duplicates = new Set<string>();
  async record(
    _workspaceId: string,
    events: NormalizedEvent[],
    _traceparent: string | null,
    admission: FakeAdmission,
  ): Promise<RecordOutcome[]> {
    this.calls.push(events);
    await admission.pay();
    return events.map((e) =>
      this.duplicates.has(e.externalId)
        ? {
            status: 'already_received',
            id: `id-${e.externalId}`,
            externalId: e.externalId,
            receivedAt: new Date(0),
            payloadDiffers: false,
          }
        : { status: 'recorded', id: `id-${e.externalId}`, externalId: e.externalId, receivedAt: new Date(0) },
    );
  }
  checks: NormalizedEvent[][] = [];
  async check(
    _workspaceId: string,
    events: NormalizedEvent[],
    admission: FakeAdmission,
  ): Promise<RecordOutcome[]> {
    this.checks.push(events);
    await admission.pay();
    return events.map((e) => ({
      status: 'valid',
      wouldBe: this.duplicates.has(e.externalId) ? 'already_received' : 'recorded',
    }));
  }
}

class FakeNotices {
  rejected: { path: string; fields: string[] }[] = [];
  duplicates: string[] = [];
  reject(_w: string, _body: unknown, errors: { field: string }[], path = ''): void {
    this.rejected.push({ path, fields: errors.map((e) => e.field) });
  }
  duplicate(_w: string, event: NormalizedEvent): void {
    this.duplicates.push(event.externalId);
  }
}

const body = (externalId: string, change: Record<string, unknown> = {}) => ({
  name: 'order_paid',
  occurredAt: new Date().toISOString(),
  contactId: 'c1',
  externalId,
  ...change,
});

describe('EventIntake', () => {
  let admission: FakeAdmission;
  let recorder: FakeRecorder;
  let notices: FakeNotices;
  let intake: EventIntake;
  const submit = (kind: Submission['kind'], sent: unknown, extra: Partial<Submission> = {}) =>
    intake.submit({
      workspaceId: 'w1',
      kind,
      body: sent,
      traceparent: null,
      caller: {},
      test: false,
      validateOnly: undefined,
      ...extra,
    });

  beforeEach(() => {
    admission = new FakeAdmission();
    recorder = new FakeRecorder();
    notices = new FakeNotices();
    const port: AdmissionPort = { admissionOf: () => admission as unknown as Admission };
    intake = new EventIntake(
      recorder as unknown as EventRecorder,
      {
        rejected: notices.reject.bind(notices),
        duplicate: notices.duplicate.bind(notices),
      } as unknown as SubmissionNoticesPublisher,
      port,
      { maxAgeDays: 90, maxFutureSeconds: 300 },
    );
  });

  it('one valid event: recorded through the recorder, which counts it with its claims', async () => {
    const [result] = await submit('single', body('e1'));
    expect(result).toMatchObject({ status: 'recorded', id: 'id-e1' });
    expect(recorder.calls).toHaveLength(1);
    expect(admission.paid).toBe(1);
  });

  it('one invalid event: counted alone, told to the panel, answered with its errors, nothing recorded', async () => {
    const [result] = await submit('single', body('e1', { name: '' }));
    expect(result).toMatchObject({ status: 'rejected', externalId: 'e1', errors: [{ field: 'name' }] });
    expect(admission.paid).toBe(1);
    expect(recorder.calls).toHaveLength(0);
    expect(notices.rejected).toEqual([{ path: '', fields: ['name'] }]);
  });

  it('over the limit, an invalid event is a 429 and the panel hears nothing', async () => {
    admission.over = true;
    await expect(submit('single', body('e1', { currency: 'euro' }))).rejects.toMatchObject({ status: 429 });
    expect(notices.rejected).toEqual([]);
  });

  it('a batch envelope that is not { events: [1..1000] }: counted, then 400', async () => {
    await expect(submit('batch', { events: [] })).rejects.toMatchObject({ status: 400 });
    await expect(submit('batch', { events: [body('e1')], extra: 1 })).rejects.toMatchObject({ status: 400 });
    expect(admission.paid).toBe(2);
    expect(recorder.calls).toHaveLength(0);
  });

  it('a batch: one recorder call for the valid items, one answer per item in order, notices for the rest', async () => {
    recorder.duplicates.add('e3');
    const results = await submit('batch', {
      events: [body('e1'), body('e2', { name: '' }), body('e3'), 'not an object'],
    });
    expect(results.map((r) => r.status)).toEqual(['recorded', 'rejected', 'already_received', 'rejected']);
    expect(results[1]).toMatchObject({ externalId: 'e2', errors: [{ field: 'events[1].name' }] });
    expect(results[3]).toMatchObject({ externalId: null });
    expect(recorder.calls.map((events) => events.map((e) => e.externalId))).toEqual([['e1', 'e3']]);
    expect(notices.rejected.map((r) => r.path)).toEqual(['events[1].', 'events[3].']);
    expect(notices.duplicates).toEqual(['e3']);
  });

  it('a batch with nothing valid: counted once by the recorder with no claims, every item rejected', async () => {
    const results = await submit('batch', { events: [body('e1', { name: 7 })] });
    expect(results.map((r) => r.status)).toEqual(['rejected']);
    expect(admission.paid).toBe(1);
    expect(recorder.calls).toEqual([[]]);
  });

  it("the caller's mode marks every valid item, whatever the body says", async () => {
    await submit('batch', { events: [body('e1'), body('e2')] }, { test: true });
    await submit('single', body('e3'));
    expect(recorder.calls.map((events) => events.map((e) => e.test))).toEqual([[true, true], [false]]);
  });

  it('validateOnly=true: checked, counted once, never recorded, no notices', async () => {
    recorder.duplicates.add('e3');
    const results = await submit(
      'batch',
      { events: [body('e1'), body('e2', { name: '' }), body('e3')] },
      { validateOnly: 'true' },
    );
    expect(results.map((r) => r.status)).toEqual(['valid', 'rejected', 'valid']);
    expect(results[0]).toMatchObject({ externalId: 'e1', wouldBe: 'recorded' });
    expect(results[2]).toMatchObject({ externalId: 'e3', wouldBe: 'already_received' });
    expect(recorder.calls).toHaveLength(0);
    expect(recorder.checks).toHaveLength(1);
    expect(admission.paid).toBe(1);
    expect(notices.rejected).toEqual([]);
    expect(notices.duplicates).toEqual([]);
  });

  it('validateOnly=true with nothing valid: counted alone, the same rejection as without the flag', async () => {
    const [checked] = await submit('single', body('e1', { name: '' }), { validateOnly: 'true' });
    const [live] = await submit('single', body('e1', { name: '' }));
    expect(checked).toEqual(live);
    expect(admission.paid).toBe(2);
    expect(recorder.checks).toHaveLength(0);
  });

  it('validateOnly other than true or false: counted, then a 400 naming it', async () => {
    await expect(submit('single', body('e1'), { validateOnly: 'yes' })).rejects.toMatchObject({
      status: 400,
      options: { errors: [{ field: 'validateOnly', code: 'invalid_value' }] },
    });
    expect(admission.paid).toBe(1);
    expect(recorder.calls).toHaveLength(0);
    await submit('single', body('e1'), { validateOnly: 'false' });
    expect(recorder.calls).toHaveLength(1);
  });
});
