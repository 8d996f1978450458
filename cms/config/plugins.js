module.exports = () => ({
  upload: {
    config: {
      security: {
        // Blog images, and applicants' CVs (PDF and Word: .doc files are detected as application/x-cfb).
        // SVG can carry script, so it is refused. Files that are not images are kept private
        // (src/bootstrap/private-uploads.js).
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
