const STYLES = {
  default: "bg-brand-600 text-white",
  secondary: "bg-slate-200 text-slate-900",
  destructive: "bg-red-600 text-white",
  outline: "border border-slate-300 text-slate-700",
} as const;

export type BadgeStyle = keyof typeof STYLES;

export function Badge({
  children,
  variant = "default",
  className = "",
  ...rest
}: { children: React.ReactNode; variant?: BadgeStyle; className?: string } & React.HTMLAttributes<HTMLSpanElement> & { "data-testid"?: string }) {
  return (
    <span {...rest} data-variant={variant} className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[variant]} ${className}`}>
      {children}
    </span>
  );
}
