import {factories} from '@strapi/strapi';

export default factories.createCoreRouter('api::press-article.press-article');
