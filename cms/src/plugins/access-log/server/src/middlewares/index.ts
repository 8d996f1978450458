import recordReads from './record-reads';

const middlewares = { 'record-reads': recordReads };

export default middlewares;
