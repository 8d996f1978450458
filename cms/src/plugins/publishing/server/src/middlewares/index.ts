import noUrlUpload from './no-url-upload';

const middlewares = { 'no-url-upload': noUrlUpload };

export default middlewares;
