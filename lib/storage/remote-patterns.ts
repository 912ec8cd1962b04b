// The remote images next/image may fetch and optimise (next.config.ts `images.remotePatterns`): only the
// configured Cloudinary cloud's delivery path, and nothing at all without Cloudinary, so the site's image
// optimiser cannot be used to fetch and serve whatever another cloud (or anyone) publishes. Imported by
// next.config.ts, hence relative imports only and no environment access of its own.

type RemotePattern = { protocol: "https"; hostname: string; pathname: string };

/** Cloud names are letters, digits, `_` and `-`; anything else would widen or break the path pattern. */
const CLOUD_NAME = /^[A-Za-z0-9_-]{1,128}$/;

export function cloudinaryRemotePatterns(cloudName: string | null | undefined): RemotePattern[] {
  if (!cloudName) return [];
  if (!CLOUD_NAME.test(cloudName))
    throw new Error(`invalid Cloudinary cloud name ${JSON.stringify(cloudName)}`);
  return [{ protocol: "https", hostname: "res.cloudinary.com", pathname: `/${cloudName}/**` }];
}
