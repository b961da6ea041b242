/**
 * The crawlers a robots.txt file is usually written for: their product tokens, who runs them, what
 * they fetch for, and whether their operators say they obey robots.txt. The AI view, the diff of
 * meaning, the linter and the editor read this one table.
 *
 * Where the facts come from: each entry's `source` is the operator's own documentation where the
 * toolkit knows it, else {@link AI_ROBOTS_TXT}, the ai.robots.txt project's list of AI agents
 * (its `robots.json`, read for its facts: token, operator, whether the agent obeys robots.txt).
 * The purpose is the operator's own word when `purposeIsOurReading` is absent; with it, the
 * toolkit's reading of a vaguer description. `npm run crawlers:compare` lists what a newer
 * `robots.json` adds or changes.
 *
 * @packageDocumentation
 */

/**
 * What a crawler fetches pages for.
 *
 * - `training`: collecting text to train AI models (or selling it to those who do);
 * - `ai-search`: building an index that AI answers or an AI search engine cite;
 * - `user-fetch`: fetching a page because a person asked an assistant about it, page by page;
 * - `agent`: an autonomous agent acting for a person (browsing, buying, coding);
 * - `search`: a classic search engine's index;
 * - `other`: a documented purpose outside these (ads quality, link previews);
 * - `unknown`: the operator says nothing clear.
 */
export type CrawlerPurpose = 'training' | 'ai-search' | 'user-fetch' | 'agent' | 'search' | 'other' | 'unknown';

/** A purpose and the phrase a report uses for it. */
export interface PurposeLabel {
  /** The purpose. */
  readonly purpose: CrawlerPurpose;
  /** A few words for people (`AI model training`). */
  readonly label: string;
}

/** The purposes, in the order a report lists them, with a phrase for people. */
export const CRAWLER_PURPOSES: readonly PurposeLabel[] = [
  { purpose: 'training', label: 'AI model training' },
  { purpose: 'ai-search', label: 'AI search and answers' },
  { purpose: 'user-fetch', label: 'fetches a person asked an assistant for' },
  { purpose: 'agent', label: 'autonomous agents' },
  { purpose: 'search', label: 'search indexing' },
  { purpose: 'other', label: 'other documented purposes' },
  { purpose: 'unknown', label: 'purpose unknown' },
];

/** The ai.robots.txt project's list of AI agents (MIT), the source of the facts without a source of their own. */
export const AI_ROBOTS_TXT = 'https://github.com/ai-robots-txt/ai.robots.txt';

/** One crawler, or one token that governs a crawler, as the table knows it. */
export interface KnownCrawler {
  /** The product token (RFC 9309 §2.2.1) a group names it by, in its operator's spelling. */
  readonly token: string;
  /**
   * Other spellings public lists give for it (`Brightbot 1.0`, `iaskspider/2.0`). Under rfc9309 a
   * User-agent line counts by its product, so these name the crawler by `token` only.
   */
  readonly listedAs?: readonly string[];
  /** Who runs it; `undefined` when no public source says. */
  readonly operator: string | undefined;
  /** What it fetches for. */
  readonly purpose: CrawlerPurpose;
  /** Present when the purpose is the toolkit's reading of a vaguer description, not the operator's word. */
  readonly purposeIsOurReading?: true;
  /**
   * Whether it obeys robots.txt: `yes` or `no` as its operator (or the list in `source`) says,
   * `user-controlled` when each user of the tool decides, `unknown` when nobody says.
   */
  readonly obeysRobotsTxt: 'yes' | 'no' | 'user-controlled' | 'unknown';
  /** Where the facts come from: the operator's documentation, or {@link AI_ROBOTS_TXT}. */
  readonly source: string;
  /**
   * For a control token: the crawler whose fetches it governs. No request carries the token
   * (`Google-Extended` is read by `Googlebot`), so disallowing it stops a use, not a crawler.
   */
  readonly controls?: string;
  /** For a token its operator no longer uses: the token its crawler obeys now. */
  readonly replacedBy?: string;
  /** Whether it reads `Crawl-delay`, where its operator says (Google's crawlers do not). */
  readonly crawlDelay?: 'obeys' | 'ignores';
  /** Present when it renders pages, so blocked CSS and scripts change what it sees. */
  readonly rendersPages?: true;
  /** Present when it ignores `User-agent: *` groups and obeys only a group that names it. */
  readonly obeysOnlyWhenNamed?: true;
}

/**
 * The known crawlers, ordered by token.
 *
 * @example
 * ```ts
 * import { KNOWN_CRAWLERS } from 'robotstxt-toolkit';
 *
 * KNOWN_CRAWLERS.filter((crawler) => crawler.purpose === 'training').length > 50; // true
 * ```
 */
export const KNOWN_CRAWLERS: readonly KnownCrawler[] = [
  { token: 'AddSearchBot', operator: undefined, purpose: 'ai-search', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'AdIdxBot',
    operator: 'Microsoft',
    purpose: 'other',
    obeysRobotsTxt: 'yes',
    source: 'https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0',
  },
  {
    token: 'AdsBot-Google',
    operator: 'Google',
    purpose: 'other',
    obeysRobotsTxt: 'yes',
    source: 'https://developers.google.com/search/docs/crawling-indexing/google-special-case-crawlers',
    crawlDelay: 'ignores',
    obeysOnlyWhenNamed: true,
  },
  {
    token: 'AgentTimes',
    operator: 'The Agent Times',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: 'https://theagenttimes.com/about',
  },
  { token: 'AI2Bot', operator: 'Ai2', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'yes', source: 'https://allenai.org/crawler' },
  { token: 'AI2Bot-DeepResearchEval', operator: 'Ai2', purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'Ai2Bot-Dolma', operator: 'Ai2', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'yes', source: 'https://allenai.org/crawler' },
  { token: 'aiHitBot', operator: 'aiHit', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'yes', source: 'https://www.aihitdata.com/about' },
  { token: 'AIWebIndex', operator: 'Lyrenth', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'amazon-kendra', operator: 'Amazon', purpose: 'ai-search', purposeIsOurReading: true, obeysRobotsTxt: 'yes', source: AI_ROBOTS_TXT },
  { token: 'amazon-QBusiness', operator: undefined, purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'Amazonbot',
    operator: 'Amazon',
    purpose: 'ai-search',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://developer.amazon.com/amazonbot',
  },
  { token: 'AmazonBuyForMe', operator: 'Amazon', purpose: 'agent', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: 'https://amazon.com' },
  { token: 'Amzn-SearchBot', operator: undefined, purpose: 'ai-search', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'Amzn-User', operator: 'Amazon', purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'Andibot', operator: 'Andi', purpose: 'ai-search', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: 'https://andisearch.com/' },
  { token: 'Anomura', operator: 'Direqt', purpose: 'ai-search', purposeIsOurReading: true, obeysRobotsTxt: 'yes', source: 'https://direqt.ai' },
  {
    token: 'anthropic-ai',
    operator: 'Anthropic',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: 'https://support.anthropic.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler',
    replacedBy: 'ClaudeBot',
  },
  { token: 'ApifyBot', operator: undefined, purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'ApifyWebsiteContentCrawler',
    operator: undefined,
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: AI_ROBOTS_TXT,
  },
  { token: 'Applebot', operator: 'Apple', purpose: 'search', obeysRobotsTxt: 'yes', source: 'https://support.apple.com/en-us/119829', rendersPages: true },
  {
    token: 'Applebot-Extended',
    operator: 'Apple',
    purpose: 'training',
    obeysRobotsTxt: 'yes',
    source: 'https://support.apple.com/en-us/119829',
    controls: 'Applebot',
  },
  { token: 'Aranet-SearchBot', operator: undefined, purpose: 'unknown', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'atlassian-bot',
    operator: 'Atlassian',
    purpose: 'ai-search',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://support.atlassian.com/organization-administration/docs/connect-custom-website-to-rovo/#Editing-your-robots.txt',
  },
  { token: 'Awario', operator: 'Awario', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'AzureAI-SearchBot', operator: undefined, purpose: 'ai-search', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'Baiduspider', operator: 'Baidu', purpose: 'search', obeysRobotsTxt: 'yes', source: 'https://www.baidu.com/search/robots_english.html' },
  {
    token: 'bedrockbot',
    operator: 'Amazon',
    purpose: 'unknown',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://docs.aws.amazon.com/bedrock/latest/userguide/webcrawl-data-source-connector.html#configuration-webcrawl-connector',
  },
  { token: 'bigsur.ai', operator: 'Big Sur AI', purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'Bingbot',
    operator: 'Microsoft',
    purpose: 'search',
    obeysRobotsTxt: 'yes',
    source: 'https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0',
    crawlDelay: 'obeys',
    rendersPages: true,
  },
  {
    token: 'Bravebot',
    operator: undefined,
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://safe.search.brave.com/help/brave-search-crawler',
  },
  {
    token: 'Brightbot',
    listedAs: ['Brightbot 1.0'],
    operator: undefined,
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: 'https://brightdata.com/brightbot',
  },
  {
    token: 'BuddyBot',
    operator: 'BuddyBotLearning',
    purpose: 'user-fetch',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: 'https://www.buddybotlearning.com',
  },
  { token: 'Bytespider', operator: 'ByteDance', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'no', source: AI_ROBOTS_TXT },
  {
    token: 'CCBot',
    operator: 'Common Crawl Foundation',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://commoncrawl.org/ccbot',
  },
  { token: 'Channel3Bot', operator: undefined, purpose: 'ai-search', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'ChatGLM-Spider', operator: undefined, purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'ChatGPT',
    listedAs: ['ChatGPT Agent'],
    operator: 'OpenAI',
    purpose: 'agent',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://openai.com',
  },
  { token: 'ChatGPT-User', operator: 'OpenAI', purpose: 'user-fetch', obeysRobotsTxt: 'yes', source: 'https://platform.openai.com/docs/bots' },
  { token: 'Claude-Code', operator: undefined, purpose: 'agent', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'Claude-SearchBot',
    operator: 'Anthropic',
    purpose: 'ai-search',
    obeysRobotsTxt: 'yes',
    source: 'https://support.anthropic.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler',
  },
  {
    token: 'Claude-User',
    operator: 'Anthropic',
    purpose: 'user-fetch',
    obeysRobotsTxt: 'yes',
    source: 'https://support.anthropic.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler',
  },
  {
    token: 'Claude-Web',
    operator: 'Anthropic',
    purpose: 'unknown',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: 'https://support.anthropic.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler',
    replacedBy: 'ClaudeBot',
  },
  {
    token: 'ClaudeBot',
    operator: 'Anthropic',
    purpose: 'training',
    obeysRobotsTxt: 'yes',
    source: 'https://support.anthropic.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler',
  },
  {
    token: 'Cloudflare-AutoRAG',
    operator: 'Cloudflare',
    purpose: 'ai-search',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://developers.cloudflare.com/autorag',
  },
  { token: 'CloudVertexBot', operator: undefined, purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'Code', operator: undefined, purpose: 'agent', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'cohere-ai', operator: 'Cohere', purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: 'https://cohere.com' },
  {
    token: 'cohere-training-data-crawler',
    operator: 'Cohere',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: AI_ROBOTS_TXT,
  },
  {
    token: 'Cotoyogi',
    operator: 'ROIS',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://ds.rois.ac.jp/en_center8/en_crawler/',
  },
  { token: 'CragCrawler', operator: 'CragSoftware', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'Crawl4AI', operator: undefined, purpose: 'unknown', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'Crawlspace',
    operator: 'Crawlspace',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://news.ycombinator.com/item?id=42756654',
  },
  { token: 'Cursor', operator: undefined, purpose: 'agent', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'Datenbank',
    listedAs: ['Datenbank Crawler'],
    operator: 'Datenbank',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: AI_ROBOTS_TXT,
  },
  { token: 'DeepSeekBot', operator: 'DeepSeek', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'no', source: AI_ROBOTS_TXT },
  { token: 'Devin', operator: 'Devin AI', purpose: 'agent', purposeIsOurReading: true, obeysRobotsTxt: 'yes', source: AI_ROBOTS_TXT },
  {
    token: 'Diffbot',
    operator: 'Diffbot',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'user-controlled',
    source: 'https://www.diffbot.com/',
  },
  {
    token: 'DuckAssistBot',
    operator: 'DuckDuckGo',
    purpose: 'ai-search',
    obeysRobotsTxt: 'yes',
    source: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot/',
  },
  {
    token: 'DuckDuckBot',
    operator: 'DuckDuckGo',
    purpose: 'search',
    obeysRobotsTxt: 'yes',
    source: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckduckbot',
  },
  {
    token: 'Echobot',
    listedAs: ['Echobot Bot'],
    operator: 'Echobox',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: AI_ROBOTS_TXT,
  },
  { token: 'EchoboxBot', operator: 'Echobox', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: 'https://echobox.com' },
  { token: 'ExaBot', operator: undefined, purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'ExaSearchBot', operator: 'Exa', purpose: 'ai-search', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: 'https://exa.ai' },
  {
    token: 'FacebookBot',
    operator: 'Meta',
    purpose: 'training',
    obeysRobotsTxt: 'yes',
    source: 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers/',
  },
  {
    token: 'facebookexternalhit',
    operator: 'Meta',
    purpose: 'user-fetch',
    obeysRobotsTxt: 'no',
    source: 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers/',
  },
  {
    token: 'Factset_spyderbot',
    operator: 'Factset',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: 'https://www.factset.com/ai',
  },
  { token: 'FirecrawlAgent', operator: 'Firecrawl', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'yes', source: AI_ROBOTS_TXT },
  {
    token: 'FriendlyCrawler',
    operator: undefined,
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://imho.alex-kunz.com/2024/01/25/an-update-on-friendly-crawler',
  },
  { token: 'GeistHaus-PageFetcher', operator: 'GeistHaus', purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'Gemini-Deep-Research', operator: undefined, purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'Google-Agent',
    operator: 'Google',
    purpose: 'agent',
    obeysRobotsTxt: 'yes',
    source: 'https://developers.google.com/search/docs/crawling-indexing/google-user-triggered-fetchers',
  },
  {
    token: 'Google-CloudVertexBot',
    operator: 'Google',
    purpose: 'user-fetch',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://developers.google.com/search/docs/crawling-indexing/google-special-case-crawlers',
  },
  {
    token: 'Google-Extended',
    operator: 'Google',
    purpose: 'training',
    obeysRobotsTxt: 'yes',
    source: 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers',
    controls: 'Googlebot',
  },
  { token: 'Google-Firebase', operator: 'Google', purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'Google-Gemini-CLI', operator: undefined, purpose: 'agent', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'Google-NotebookLM', operator: undefined, purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'GoogleAgent-Mariner', operator: 'Google', purpose: 'agent', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'GoogleAgent-URLContext', operator: 'Google', purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'Googlebot',
    operator: 'Google',
    purpose: 'search',
    obeysRobotsTxt: 'yes',
    source: 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers',
    crawlDelay: 'ignores',
    rendersPages: true,
  },
  {
    token: 'Googlebot-Image',
    operator: 'Google',
    purpose: 'search',
    obeysRobotsTxt: 'yes',
    source: 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers',
    crawlDelay: 'ignores',
  },
  {
    token: 'Googlebot-News',
    operator: 'Google',
    purpose: 'search',
    obeysRobotsTxt: 'yes',
    source: 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers',
    crawlDelay: 'ignores',
  },
  {
    token: 'Googlebot-Video',
    operator: 'Google',
    purpose: 'search',
    obeysRobotsTxt: 'yes',
    source: 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers',
    crawlDelay: 'ignores',
  },
  {
    token: 'GoogleOther',
    operator: 'Google',
    purpose: 'unknown',
    obeysRobotsTxt: 'yes',
    source: 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers',
  },
  {
    token: 'GoogleOther-Image',
    operator: 'Google',
    purpose: 'unknown',
    obeysRobotsTxt: 'yes',
    source: 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers',
  },
  {
    token: 'GoogleOther-Video',
    operator: 'Google',
    purpose: 'unknown',
    obeysRobotsTxt: 'yes',
    source: 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers',
  },
  { token: 'GPTBot', operator: 'OpenAI', purpose: 'training', obeysRobotsTxt: 'yes', source: 'https://platform.openai.com/docs/bots' },
  { token: 'HenkBot', operator: undefined, purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'iAskBot', operator: undefined, purpose: 'unknown', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'iaskspider',
    listedAs: ['iaskspider/2.0'],
    operator: 'iAsk',
    purpose: 'ai-search',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'no',
    source: AI_ROBOTS_TXT,
  },
  { token: 'ICC-Crawler', operator: 'NICT', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'yes', source: 'https://nict.go.jp' },
  { token: 'ImagesiftBot', operator: 'ImageSift', purpose: 'unknown', purposeIsOurReading: true, obeysRobotsTxt: 'yes', source: 'https://imagesift.com/about' },
  { token: 'imageSpider', operator: undefined, purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'img2dataset',
    operator: 'img2dataset',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: 'https://github.com/rom1504/img2dataset',
  },
  {
    token: 'ISSCyberRiskCrawler',
    operator: 'ISS-Corporate',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'no',
    source: 'https://iss-cyber.com',
  },
  { token: 'kagi-fetcher', operator: 'Kagi', purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'Kangaroo',
    listedAs: ['Kangaroo Bot'],
    operator: undefined,
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: AI_ROBOTS_TXT,
  },
  { token: 'Kimi-User', operator: 'Moonshot AI', purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'KlaviyoAIBot',
    operator: 'Klaviyo',
    purpose: 'user-fetch',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://help.klaviyo.com/hc/en-us/articles/40496146232219',
  },
  { token: 'KunatoCrawler', operator: undefined, purpose: 'unknown', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'laion-huggingface-processor',
    operator: undefined,
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: AI_ROBOTS_TXT,
  },
  { token: 'LAIONDownloader', operator: 'LAION', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'no', source: 'https://laion.ai/faq/' },
  { token: 'LCC', operator: undefined, purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'Lightpanda',
    operator: 'users of the Lightpanda browser',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'user-controlled',
    source: 'https://github.com/lightpanda-io/browser/blob/b04c99a9111564ebe06317f644680eda5e3ee83e/src/help.zon#L385',
  },
  { token: 'LinerBot', operator: undefined, purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'Linguee',
    listedAs: ['Linguee Bot'],
    operator: 'Linguee',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'no',
    source: 'https://www.linguee.com',
  },
  { token: 'LinkupBot', operator: undefined, purpose: 'ai-search', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'Manus-User', operator: 'Butterfly Effect', purpose: 'agent', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'Mediapartners-Google',
    operator: 'Google',
    purpose: 'other',
    obeysRobotsTxt: 'yes',
    source: 'https://developers.google.com/search/docs/crawling-indexing/google-special-case-crawlers',
    crawlDelay: 'ignores',
    obeysOnlyWhenNamed: true,
  },
  {
    token: 'meta-externalagent',
    operator: 'Meta',
    purpose: 'training',
    obeysRobotsTxt: 'yes',
    source: 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers/',
  },
  {
    token: 'meta-externalfetcher',
    operator: 'Meta',
    purpose: 'user-fetch',
    obeysRobotsTxt: 'no',
    source: 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers/',
  },
  {
    token: 'meta-webindexer',
    operator: 'Meta',
    purpose: 'ai-search',
    obeysRobotsTxt: 'unknown',
    source: 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers/',
  },
  {
    token: 'MistralAI-User',
    listedAs: ['MistralAI-User/1.0'],
    operator: 'Mistral',
    purpose: 'user-fetch',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: AI_ROBOTS_TXT,
  },
  {
    token: 'Mozilla-Tabstack',
    operator: 'Mozilla',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://docs.tabstack.ai/trust/controlling-access',
  },
  { token: 'MyCentralAIScraperBot', operator: undefined, purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'NagetBot', operator: 'Naget Inc', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'netEstate',
    listedAs: ['netEstate Imprint Crawler'],
    operator: 'netEstate',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: AI_ROBOTS_TXT,
  },
  { token: 'newsai', operator: undefined, purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'NotebookLM', operator: undefined, purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'NovaAct', operator: undefined, purpose: 'agent', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'OAI-SearchBot', operator: 'OpenAI', purpose: 'ai-search', obeysRobotsTxt: 'yes', source: 'https://platform.openai.com/docs/bots' },
  {
    token: 'omgili',
    operator: 'Webz.io',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://webz.io/blog/web-data/what-is-the-omgili-bot-and-why-is-it-crawling-your-website/',
  },
  {
    token: 'omgilibot',
    operator: 'Webz.io',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://web.archive.org/web/20170704003301/http://omgili.com/Crawler.html',
  },
  {
    token: 'OpenAI',
    operator: 'OpenAI',
    purpose: 'unknown',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://openai.com',
  },
  { token: 'opencode', operator: undefined, purpose: 'agent', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'Operator', operator: undefined, purpose: 'agent', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'PanguBot', operator: 'Huawei', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'Panscient', operator: 'Panscient', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'yes', source: 'https://panscient.com/faq.htm' },
  {
    token: 'panscient.com',
    operator: 'Panscient',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://panscient.com/faq.htm',
  },
  { token: 'Perplexity-User', operator: 'Perplexity', purpose: 'user-fetch', obeysRobotsTxt: 'no', source: 'https://docs.perplexity.ai/guides/bots' },
  { token: 'PerplexityBot', operator: 'Perplexity', purpose: 'ai-search', obeysRobotsTxt: 'yes', source: 'https://docs.perplexity.ai/guides/bots' },
  { token: 'PetalBot', operator: 'Huawei', purpose: 'search', purposeIsOurReading: true, obeysRobotsTxt: 'yes', source: 'https://huawei.com/' },
  { token: 'PhindBot', operator: 'phind', purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: 'https://www.phind.com/' },
  { token: 'Poggio-Citations', operator: 'Poggio', purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'Poseidon',
    listedAs: ['Poseidon Research Crawler'],
    operator: 'Poseidon Research',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: 'https://www.poseidonresearch.com',
  },
  {
    token: 'QualifiedBot',
    operator: 'Qualified',
    purpose: 'user-fetch',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: 'https://www.qualified.com',
  },
  { token: 'Querit-SearchBot', operator: 'Querit', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'QueritBot', operator: 'Querit', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'QuillBot', operator: 'Quillbot', purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: 'https://quillbot.com' },
  { token: 'quillbot.com', operator: 'Quillbot', purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: 'https://quillbot.com' },
  {
    token: 'Reflectionbot',
    operator: 'Reflection',
    purpose: 'unknown',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: 'https://reflection.ai/',
  },
  {
    token: 'SBIntuitionsBot',
    operator: 'SB Intuitions',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://www.sbintuitions.co.jp/en/bot/',
  },
  { token: 'Scrapy', operator: 'Zyte', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: 'https://www.zyte.com' },
  {
    token: 'SemrushBot-OCOB',
    operator: 'Semrush',
    purpose: 'user-fetch',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://www.semrush.com/bot/',
  },
  {
    token: 'SemrushBot-SWA',
    operator: 'Semrush',
    purpose: 'user-fetch',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://www.semrush.com/bot/',
  },
  {
    token: 'SeznamBot',
    operator: 'Seznam.cz',
    purpose: 'search',
    obeysRobotsTxt: 'yes',
    source: 'https://o-seznam.cz/napoveda/vyhledavani/en/seznambot-crawler/',
  },
  { token: 'Shap-User', operator: undefined, purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'ShapBot',
    operator: 'Parallel',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://docs.parallel.ai/features/crawler',
  },
  {
    token: 'Sidetrade',
    listedAs: ['Sidetrade indexer bot'],
    operator: 'Sidetrade',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: 'https://www.sidetrade.com',
  },
  { token: 'Slurp', operator: 'Yahoo', purpose: 'search', obeysRobotsTxt: 'yes', source: 'https://help.yahoo.com/kb/SLN22600.html', crawlDelay: 'obeys' },
  { token: 'Spider', operator: undefined, purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'Storebot-Google',
    operator: 'Google',
    purpose: 'search',
    obeysRobotsTxt: 'yes',
    source: 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers',
    crawlDelay: 'ignores',
    rendersPages: true,
  },
  { token: 'TavilyBot', operator: undefined, purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'TerraCotta',
    listedAs: ['Terra Cotta'],
    operator: 'Ceramic AI',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://github.com/CeramicTeam/CeramicTerracotta',
  },
  { token: 'Thinkbot', operator: 'Thinkbot', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'no', source: 'https://www.thinkbot.agency' },
  { token: 'TikTokSpider', operator: 'ByteDance', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'Timpibot', operator: 'Timpi', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: 'https://timpi.io' },
  { token: 'TongyiBot', operator: 'Alibaba', purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'Trae', operator: undefined, purpose: 'agent', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'TwinAgent', operator: 'Twin', purpose: 'agent', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'UseAI', operator: undefined, purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'VelenPublicWebCrawler',
    operator: 'Velen',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://velen.io',
  },
  { token: 'WARDBot', operator: 'WEBSPARK', purpose: 'training', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'Webzio-Extended',
    operator: undefined,
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: AI_ROBOTS_TXT,
  },
  {
    token: 'wpbot',
    operator: 'QuantumCloud',
    purpose: 'user-fetch',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: 'https://forms.gle/ajBaxygz9jSR8p8G9',
  },
  { token: 'WRTNBot', operator: undefined, purpose: 'unknown', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  {
    token: 'YaK',
    operator: 'Meltwater',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'unknown',
    source: 'https://www.meltwater.com/en/suite/consumer-intelligence',
  },
  {
    token: 'YandexAdditional',
    operator: 'Yandex',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://yandex.ru/support/webmaster/en/search-appearance/fast.html?lang=en',
  },
  {
    token: 'YandexAdditionalBot',
    operator: 'Yandex',
    purpose: 'training',
    purposeIsOurReading: true,
    obeysRobotsTxt: 'yes',
    source: 'https://yandex.ru/support/webmaster/en/search-appearance/fast.html?lang=en',
  },
  {
    token: 'YandexBot',
    operator: 'Yandex',
    purpose: 'search',
    obeysRobotsTxt: 'yes',
    source: 'https://yandex.com/support/webmaster/robot-workings/check-yandex-robots.html',
    crawlDelay: 'ignores',
  },
  { token: 'Yeti', operator: 'Naver', purpose: 'search', obeysRobotsTxt: 'yes', source: 'https://searchadvisor.naver.com/guide/seo-basic-robots' },
  { token: 'YiyanBot', operator: 'Baidu', purpose: 'user-fetch', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
  { token: 'YouBot', operator: 'You', purpose: 'ai-search', purposeIsOurReading: true, obeysRobotsTxt: 'yes', source: 'https://about.you.com/youbot/' },
  { token: 'ZanistaBot', operator: undefined, purpose: 'ai-search', purposeIsOurReading: true, obeysRobotsTxt: 'unknown', source: AI_ROBOTS_TXT },
];

/**
 * The known crawler a token or listed name stands for, compared case-insensitively; `undefined`
 * when the table does not know it. This is a lookup by name: whether a User-agent line applies to
 * a crawler is the matcher's question, under a dialect.
 *
 * @example
 * ```ts
 * import { knownCrawler } from 'robotstxt-toolkit';
 *
 * knownCrawler('gptbot')?.operator; // 'OpenAI'
 * knownCrawler('Google-Extended')?.controls; // 'Googlebot'
 * knownCrawler('NoSuchBot'); // undefined
 * ```
 */
export function knownCrawler(name: string): KnownCrawler | undefined {
  const wanted = name.trim().toLowerCase();
  return KNOWN_CRAWLERS.find((crawler) => crawler.token.toLowerCase() === wanted || (crawler.listedAs ?? []).some((listed) => listed.toLowerCase() === wanted));
}
