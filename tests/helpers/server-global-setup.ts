// Placeholder until the server's migrated template database exists; replaced by the server slice.
export default function setup(): void {}
