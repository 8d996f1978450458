// The server half, as Strapi loads a local plugin: compiled into dist with the rest of the CMS.
import server from './server/src';

export default server;
