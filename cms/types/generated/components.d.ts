import type { Schema, Struct } from '@strapi/strapi';

export interface BlogPicture extends Struct.ComponentSchema {
  collectionName: 'components_blog_pictures';
  info: {
    description: 'A post image with the text that describes it to people who cannot see it';
    displayName: 'Picture';
  };
  attributes: {
    alt: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 150;
      }>;
    image: Schema.Attribute.Media<'images'> & Schema.Attribute.Required;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'blog.picture': BlogPicture;
    }
  }
}
