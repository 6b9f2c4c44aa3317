import type { FastifyInstance, FastifyReply } from 'fastify';
import { flavourOf } from '../http/flavour';
import { FINDER_OPTION_NOT_FOUND, FINDER_OPTION_PATH, finderFrame, finderOption } from './foundation-finder-view';

const SKU = /^(?:SKU)?([1-9]\d{0,8})$/;

function sendFragment(reply: FastifyReply, markup: string, status = 200): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(markup);
}

/** The foundation finder's overlay templates (docs/requirements.md §2): the finder, and one option's dashboard. */
export function registerFoundationFinderPages(app: FastifyInstance): void {
  const { finder } = app.storefront;

  app.get('/foundation_finder/frame.tmpl', async (request, reply) =>
    sendFragment(reply, finderFrame(finder.questions(), finder.matches(), flavourOf(request))));

  app.get(FINDER_OPTION_PATH, async (request, reply) => {
    const sku = (request.query as Record<string, unknown>).sku;
    const id = typeof sku === 'string' ? SKU.exec(sku)?.[1] : undefined;
    const option = id ? finder.option(Number(id)) : null;
    return option ? sendFragment(reply, finderOption(option, flavourOf(request))) : sendFragment(reply, FINDER_OPTION_NOT_FOUND, 404);
  });
}
