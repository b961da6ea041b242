/**
 * crawlee's RobotsTxtFile, as docs/migrating.md maps it onto this package (crawlee is not
 * installed): the guide's `ts crawlee` blocks run against it.
 *
 * @module
 */
import type { RobotsTxt } from '../../src/index.ts';
import { compile, fetchRobotsTxt } from '../../src/index.ts';

export class RobotsTxtFileStandIn {
  private constructor(private readonly robots: RobotsTxt<boolean | undefined>) {}

  static from(url: string, content: string): RobotsTxtFileStandIn {
    return new RobotsTxtFileStandIn(compile(content, { url }));
  }

  static async find(url: string): Promise<RobotsTxtFileStandIn> {
    const result = await fetchRobotsTxt(url);
    return new RobotsTxtFileStandIn(result.robots);
  }

  isAllowed(url: string, userAgent = '*'): boolean {
    return this.robots.isAllowed(url, userAgent) ?? true;
  }

  getSitemaps(): string[] {
    return [...this.robots.sitemaps];
  }
}
