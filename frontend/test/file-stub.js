// Stands in for stylesheets and images in jest, which cannot import them.
module.exports = 'file-stub';
