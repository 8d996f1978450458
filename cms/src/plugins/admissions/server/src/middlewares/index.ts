import cvUpload from './cv-upload';

const middlewares = { 'cv-upload': cvUpload };

export default middlewares;
