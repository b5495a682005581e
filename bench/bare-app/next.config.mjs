/** The bare page's build: Next's defaults, its own build folder, no telemetry. */
const nextConfig = { poweredByHeader: false };

export default nextConfig;
