import {factories} from '@strapi/strapi';

export default factories.createCoreController('api::live-show.live-show');
