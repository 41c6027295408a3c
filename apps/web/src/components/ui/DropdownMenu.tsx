import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;

export const DropdownMenuContent = ({ className, sideOffset = 6, ...props }: ComponentProps<typeof MenuPrimitive.Content>) => (
  <MenuPrimitive.Portal>
    <MenuPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  </MenuPrimitive.Portal>
);

const itemClassName =
  'relative flex cursor-default select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-slate-100 data-[disabled]:opacity-50 [&_svg]:size-4';

export const DropdownMenuItem = ({ className, ...props }: ComponentProps<typeof MenuPrimitive.Item>) => (
  <MenuPrimitive.Item className={cn(itemClassName, className)} {...props} />
);

export const DropdownMenuRadioItem = ({ className, children, ...props }: ComponentProps<typeof MenuPrimitive.RadioItem>) => (
  <MenuPrimitive.RadioItem className={cn(itemClassName, 'pl-7', className)} {...props}>
    <span className="absolute left-2 flex size-3.5 items-center justify-center">
      <MenuPrimitive.ItemIndicator>
        <span className="block size-2 rounded-full bg-brand-700" />
      </MenuPrimitive.ItemIndicator>
    </span>
    {children}
  </MenuPrimitive.RadioItem>
);

export const DropdownMenuLabel = ({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) => (
  <MenuPrimitive.Label className={cn('px-2 py-1.5 text-xs font-semibold text-slate-600', className)} {...props} />
);

export const DropdownMenuSeparator = ({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) => (
  <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-slate-200', className)} {...props} />
);

export const DropdownMenuCheckboxItem = ({ className, children, ...props }: ComponentProps<typeof MenuPrimitive.CheckboxItem>) => (
  <MenuPrimitive.CheckboxItem className={cn(itemClassName, 'pl-7', className)} {...props}>
    <span className="absolute left-2 flex size-3.5 items-center justify-center" aria-hidden="true">
      <MenuPrimitive.ItemIndicator>
        <span className="block size-2 rounded-sm bg-brand-700" />
      </MenuPrimitive.ItemIndicator>
    </span>
    {children}
  </MenuPrimitive.CheckboxItem>
);
