import * as SheetPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { t } from '@/lib/app-messages/app-messages';
import { uiMessages as m } from './messages';

/** A panel that slides in from a screen edge (Radix Dialog underneath: focus trap, Esc, labels). */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sheetVariants = cva(
  'fixed inset-y-0 z-50 flex h-full w-[85vw] max-w-sm flex-col gap-6 overflow-y-auto bg-popover p-6 text-popover-foreground shadow-lg',
  {
    variants: {
      side: {
        right:
          'right-0 border-l border-border data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right',
        left: 'left-0 border-r border-border data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

export function SheetContent({
  side,
  className,
  children,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & VariantProps<typeof sheetVariants>) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <SheetPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        <SheetPrimitive.Close className="absolute top-5 right-5 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">{t(m.closeMenu)}</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 pr-10', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
