/// The coding key of an array's item, for the paths the store's JSON coders report.
struct StoreJSONIndexKey: CodingKey {
  /// The index as text.
  var stringValue: String { String(index) }
  /// The index.
  var intValue: Int? { index }
  /// The item's position in its array.
  let index: Int

  /// The key of item `index`.
  init(_ index: Int) {
    self.index = index
  }

  /// A key from a name: only a decimal index is one.
  init?(stringValue: String) {
    guard let index = Int(stringValue) else { return nil }
    self.index = index
  }

  /// The key of item `intValue`.
  init?(intValue: Int) {
    index = intValue
  }
}
