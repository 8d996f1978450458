import cvGuard from './cv-guard';
import cvUpload from './cv-upload';

const middlewares = { 'cv-upload': cvUpload, 'cv-guard': cvGuard };

export default middlewares;
