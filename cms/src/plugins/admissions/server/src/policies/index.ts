import leads from './leads';

const policies = { leads };

export default policies;
