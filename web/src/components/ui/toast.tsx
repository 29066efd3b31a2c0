import { cva } from 'class-variance-authority';
import { CircleCheck, CircleExclamationPoint, Info, X } from 'lucide-react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import {
  dismissToast,
  pauseToast,
  resumeToast,
  useToastAnnouncement,
  useToasts,
  type ToastItem,
  type ToastVariant,
} from './use-toast';
import { t } from '@/lib/app-messages/app-messages';
import { uiMessages as m } from './messages';

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg motion-safe:animate-toast-in',
  {
    variants: {
      variant: {
        default: 'border-border bg-popover text-popover-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
        success: 'border-success bg-success text-success-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

const icons: Record<ToastVariant, typeof Info> = {
  default: Info,
  destructive: CircleExclamationPoint,
  success: CircleCheck,
};

/**
 * Renders the toast stack (newest first) in a labelled region, plus two live regions that exist
 * from page load so screen readers announce each new toast once: polite for default and success,
 * assertive for destructive.
 */
export function Toaster() {
  const toasts = useToasts();
  const announcement = useToastAnnouncement();

  return (
    <section aria-label={t(m.toastRegion)}>
      <ol className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col p-4 sm:left-auto sm:w-[24rem]">
        {toasts.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement && !announcement.assertive ? announcement.text : ''}
      </div>
      <div role="status" aria-live="assertive" aria-atomic="true" className="sr-only">
        {announcement?.assertive ? announcement.text : ''}
      </div>
    </section>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const Icon = icons[item.variant];

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resumeToast(item.id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      dismissToast(item.id);
    }
  };

  return (
    <li
      data-state={item.open ? 'open' : 'closed'}
      data-variant={item.variant}
      aria-hidden={item.open ? undefined : true}
      inert={!item.open}
      onMouseEnter={() => pauseToast(item.id)}
      onMouseLeave={() => resumeToast(item.id)}
      onFocus={() => pauseToast(item.id)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      className={cn(
        'grid transition-[grid-template-rows,opacity,padding] duration-(--duration-base) ease-out',
        item.open ? 'grid-rows-[1fr] pb-2 opacity-100' : 'grid-rows-[0fr] pb-0 opacity-0',
      )}
    >
      <div className="min-h-0 overflow-hidden p-1">
        <div className={toastVariants({ variant: item.variant })}>
          <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="grid min-w-0 flex-1 gap-1">
            {item.title ? <p className="text-sm font-semibold">{item.title}</p> : null}
            {item.description ? <p className="text-sm">{item.description}</p> : null}
            {item.action ? (
              <div className="mt-2">
                <button
                  type="button"
                  onClick={() => {
                    item.action?.onClick();
                    dismissToast(item.id);
                  }}
                  className="inline-flex h-8 items-center rounded-md border border-current px-3 text-sm font-medium hover:bg-black/5 focus-visible:outline-current dark:hover:bg-white/10"
                >
                  {item.action.label}
                </button>
              </div>
            ) : null}
          </div>
          <button
            type="button"
            aria-label={t(m.dismissToast)}
            onClick={() => dismissToast(item.id)}
            className="absolute top-3 right-3 inline-flex size-7 items-center justify-center rounded-md hover:bg-black/5 focus-visible:outline-current dark:hover:bg-white/10"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </li>
  );
}
