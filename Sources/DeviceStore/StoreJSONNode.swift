/// A value the store's JSON encoder has built, before it is written out with sorted keys.
enum StoreJSONNode {
  /// A number, `true`, `false` or `null`, as written.
  case literal(String)
  /// A string (escaped when written).
  case string(String)
  /// An array, filled in by its container.
  case array(Items)
  /// An object, filled in by its container.
  case object(Members)

  /// An array's items, shared by the containers that fill it.
  final class Items {
    /// The items in order.
    var values: [StoreJSONNode] = []
  }

  /// An object's members, shared by the containers that fill it; a name set twice keeps the
  /// value set last (as `JSONEncoder` does).
  final class Members {
    /// The members in the order they were set.
    var pairs: [(key: String, value: StoreJSONNode)] = []

    /// Sets member `key`.
    func set(_ key: String, _ value: StoreJSONNode) {
      pairs.append((key, value))
    }

    /// The value last set for `key`, if any.
    func value(_ key: String) -> StoreJSONNode? {
      pairs.last { $0.key == key }?.value
    }
  }
}
