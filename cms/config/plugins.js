module.exports = () => ({
  upload: {
    config: {
      security: {
        // Strapi's check for every upload: the admin's blog images, and applicants' CVs (PDF and Word: .doc
        // files are detected as application/x-cfb). It sniffs the first 4100 bytes (file-type) and, when
        // the declared type is generic, trusts them over the name, so a PDF named cv.hta passes: the REST
        // upload the site's token uses takes one PDF or Word file whose bytes match its name, and no image
        // (so no public file and no size variants), checked on its route (src/bootstrap/site-uploads.js).
        // SVG can carry script, so it is refused. Files that are not images are kept private and open for
        // signed-in admins only (src/bootstrap/private-uploads.js).
        allowedTypes: [
          'image/jpeg',
          'image/png',
          'image/webp',
          'image/avif',
          'image/gif',
          'application/pdf',
          'application/msword',
          'application/x-cfb',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ],
        deniedTypes: ['image/svg+xml'],
      },
    },
  },
});
