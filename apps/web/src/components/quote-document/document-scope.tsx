import { DOCUMENT_COPY, type DocumentScopeSection, type DocumentTask } from '@scopewright/domain';
import { DocumentHeading, OptionalBadge } from './document-heading';
import { Paragraphs } from './document-text';

function TaskItem({ task, level }: { task: DocumentTask; level: number }) {
  return (
    // Off-screen tasks skip layout and paint until scrolled near (see quote-document-view.tsx).
    <li className="border-t py-3 [contain-intrinsic-size:auto_6rem] [content-visibility:auto] first:border-t-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <DocumentHeading level={level} className="min-w-0 text-[15px] font-semibold break-words">
          {task.name}
        </DocumentHeading>
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          {task.optionalLabel && <OptionalBadge label={task.optionalLabel} />}
          {task.hours && (
            <span className="tabular-nums">
              <span className="sr-only">{DOCUMENT_COPY.hours}: </span>
              {task.hours}
            </span>
          )}
        </span>
      </div>
      {task.description && <Paragraphs text={task.description} className="mt-1 text-sm text-muted-foreground" />}
      {task.scopeLists.length > 0 && (
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {task.scopeLists.map((list) => (
            <div key={list.heading}>
              <p className="text-xs font-semibold tracking-wide text-(--doc-primary-ink) uppercase">{list.heading}</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm marker:text-(--doc-accent)">
                {list.items.map((item, i) => (
                  <li key={i} className="break-words">
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </li>
  );
}

/** Scope of work by phase: each section, its description and its tasks with their scope language. */
export function DocumentScope({ sections, level }: { sections: DocumentScopeSection[]; level: number }) {
  return (
    <div className="flex flex-col gap-6">
      {sections.map((section) => (
        <section key={section.id} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2 border-b-2 border-(--doc-accent) pb-1">
            <DocumentHeading level={level} className="text-lg font-semibold break-words text-(--doc-primary-ink)">
              {section.name}
            </DocumentHeading>
            {section.optionalLabel && <OptionalBadge label={section.optionalLabel} />}
          </div>
          {section.description && <Paragraphs text={section.description} className="text-sm" />}
          {section.tasks.length > 0 && (
            <ul className="flex flex-col">
              {section.tasks.map((task) => (
                <TaskItem key={task.id} task={task} level={level + 1} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
