import { describe, expect, it } from 'vitest';
import { buildMockTest, buildProfile } from '../testing/builders.ts';
import { createInMemoryDeps } from '../testing/in-memory-deps.ts';
import { registerWebhookEndpoint } from '../webhook/register-webhook-endpoint.use-case.ts';
import { startAttempt } from './start-attempt.use-case.ts';
import { submitTask } from './submit-task.use-case.ts';

const pte = buildMockTest({ id: 'pte-1', exam: 'PTE', sequence: 1 });
const admin = buildProfile({ userId: 'admin-uid', role: 'admin', email: 'admin@example.com' });
const candidate = buildProfile({ userId: 'cand-uid', role: 'candidate', email: 'cand@example.com' });

describe('handing in the last task of a test with per-task clocks', () => {
  it('hands in the test with its attempt.submitted event and second-marking draw, once', async () => {
    const deps = createInMemoryDeps({ mockTests: [pte], profiles: [admin, candidate], secondMarkingPercent: 100 });
    await registerWebhookEndpoint(deps, {
      actor: admin,
      url: 'https://hooks.example/x',
      events: ['attempt.submitted'],
    });
    const started = await startAttempt(deps, { actor: candidate, mockTestId: 'pte-1' });
    const [first, last] = pte.tasks.map((task) => task.key);
    if (!first || !last) throw new Error('A PTE test has two tasks');

    await submitTask(deps, {
      actor: candidate,
      attemptId: started.id,
      answer: { taskKey: first, text: 'One sentence.' },
    });
    expect(deps.webhooks.emitted()).toEqual([]);
    expect(deps.secondMarkings.all()).toEqual([]);

    const essay = { taskKey: last, text: 'An essay written for this test.' };
    const handedIn = await submitTask(deps, { actor: candidate, attemptId: started.id, answer: essay });
    await submitTask(deps, { actor: candidate, attemptId: started.id, answer: essay });
    expect(handedIn.status).toBe('Submitted');
    expect(deps.webhooks.emitted().map((event) => event.type)).toEqual(['attempt.submitted']);
    expect(deps.secondMarkings.all().map((drawn) => drawn.attemptId)).toEqual([started.id]);
  });
});
