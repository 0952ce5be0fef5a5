/// One edition of a grid whose written rows are counted (`CellBuffer.markRowsUnchanged()`):
/// compared by identity, so a reader holding it knows exactly which grid it read.
final class RowEdition: Sendable {
  /// A new edition, equal only to itself.
  init() {}
}
