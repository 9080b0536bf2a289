export function SystemLogo({ size = 32 }: { size?: number }) {
  return <img src="/logo.svg" alt="Termwise" width={size} height={size} />;
}
