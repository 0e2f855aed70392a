import { useState } from 'preact/hooks';
import { query } from '../api.js';
import { Table, ViewHeader, WhenLoaded } from '../components/data.js';
import { Empty, JsonView, formatTime } from '../components/states.js';
import { useEnvironment } from '../environment.js';
import { href } from '../route.js';
import type { ActivityEvent, ActivityPage, Job, Template, TemplatePage } from '../types.js';
import { useLoad } from '../use-load.js';
import { BridgeCalls, CodeWorkflowLine, CodeWorkflows, isCodeWorkflow } from './code-workflows.js';

const PAGE_SIZE = 20;

const workflowOf = (event: ActivityEvent): string => event.template?.name ?? event.template?.triggers?.[0]?.identifier ?? 'unknown workflow';

function JobTimeline({ job }: { job: Job }) {
  return (
    <li class="job">
      <p class="job-title">
        <strong>{job.step?.name ?? job.type}</strong> <span class="chip">{job.type}</span> <span class={`chip status-${job.status}`}>{job.status}</span>
        {job.providerId && <span class="muted"> via {job.providerId}</span>}
      </p>
      <BridgeCalls job={job} />
      <ol class="timeline" aria-label={`Execution of ${job.step?.name ?? job.type}`}>
        {job.executionDetails.map((d) => (
          <li key={d._id}>
            <time dateTime={d.createdAt}>{formatTime(d.createdAt)}</time> <span class="chip">{d.status}</span> {d.detail}
            {d.source && <span class="muted"> ({d.source})</span>}
          </li>
        ))}
      </ol>
    </li>
  );
}

export function EventDetail({ event, workflow }: { event: ActivityEvent; workflow?: Template }) {
  return (
    <article class="panel" aria-label={`Event ${event.transactionId}`}>
      <h3>
        {workflowOf(event)} <span class="muted">· {event.transactionId}</span>
      </h3>
      {workflow && isCodeWorkflow(workflow) && <CodeWorkflowLine template={workflow} />}
      <p>
        For{' '}
        {event.subscriber ? <a href={href('subscribers', event.subscriber.subscriberId)}>{event.subscriber.subscriberId}</a> : 'a subscriber no longer there'} at{' '}
        {formatTime(event.createdAt)}
      </p>
      <h4>Jobs and steps</h4>
      {event.jobs.length === 0 ? <p class="muted">No jobs (every step was skipped or filtered out).</p> : <ol class="jobs">{event.jobs.map((job) => <JobTimeline key={job._id} job={job} />)}</ol>}
      <h4>Payload</h4>
      <JsonView value={event.payload} label="Event payload" />
    </article>
  );
}

export function EventsView() {
  const { api, apiKey } = useEnvironment();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<string>();
  const events = useLoad(() => api.get<ActivityPage>(`/v1/notifications${query({ page, limit: PAGE_SIZE })}`), [apiKey, page]);
  // The workflows, for what an event's `template` does not carry: whether it is a code workflow, and its bridge.
  const templates = useLoad(() => api.get<TemplatePage>(`/v1/notification-templates${query({ limit: 100 })}`), [apiKey]);
  const chosen = events.data?.data.find((e) => e._id === selected);
  const workflowOfChosen = templates.data?.data.find((t) => t._id === chosen?.template?._id);
  const refresh = () => {
    events.reload();
    templates.reload();
  };

  return (
    <section aria-labelledby="events-title">
      <ViewHeader id="events-title" title="Events" onRefresh={refresh} />
      {templates.data && <CodeWorkflows templates={templates.data.data} />}
      <WhenLoaded
        state={events}
        what="events"
        isEmpty={(data) => data.data.length === 0}
        empty={<Empty title="No events in this environment.">Trigger a workflow (Actions) or POST /v1/events/trigger, then refresh.</Empty>}
      >
        {(data) => (
          <div class="split">
            <div>
              <Table label="Events" columns={['When', 'Workflow', 'Subscriber', 'Channels']}>
                {data.data.map((e) => (
                  <tr key={e._id} class={e._id === selected ? 'selected' : ''}>
                    <td>{formatTime(e.createdAt)}</td>
                    <td>
                      <button type="button" class="link" aria-pressed={e._id === selected} onClick={() => setSelected(e._id)}>
                        {workflowOf(e)}
                      </button>
                    </td>
                    <td>{e.subscriber?.subscriberId ?? '—'}</td>
                    <td>{e.channels.join(', ')}</td>
                  </tr>
                ))}
              </Table>
              <nav class="pager" aria-label="Event pages">
                <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  Newer events
                </button>
                <button type="button" disabled={!data.hasMore} onClick={() => setPage(page + 1)}>
                  Older events
                </button>
              </nav>
            </div>
            {chosen ? <EventDetail event={chosen} workflow={workflowOfChosen} /> : <Empty title="Pick an event to see its jobs, steps and execution details." />}
          </div>
        )}
      </WhenLoaded>
    </section>
  );
}
