/// One unit of a tape line as the tokenizer reads it: a `Character`; or, for a line of plain
/// ASCII (no carriage return), a byte, which is the same thing there and much cheaper to split;
/// or, for a line whose every scalar is a character of its own (`TapeTokenizer.isOneScalarPerCharacter`),
/// a Unicode scalar.
protocol TapeTextUnit: Equatable {
  /// Whether the unit is white space (for ASCII: space, tab, and line, form and page breaks).
  var isWhitespace: Bool { get }
  /// Whether the unit is a letter (for ASCII: `A`–`Z`, `a`–`z`).
  var isLetter: Bool { get }
  /// The unit as a character, for messages.
  var character: Character { get }
  /// The unit for an ASCII character.
  init(ascii: Unicode.Scalar)
  /// The text of `units`.
  static func text<Units: Collection>(_ units: Units) -> String where Units.Element == Self
}

extension Character: TapeTextUnit {
  var character: Character { self }

  init(ascii: Unicode.Scalar) { self.init(ascii) }

  static func text<Units: Collection>(_ units: Units) -> String where Units.Element == Self {
    var text = ""
    for character in units { text.append(character) }
    return text
  }
}

extension UInt8: TapeTextUnit {
  var isWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }

  var isLetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }

  var character: Character { Character(Unicode.Scalar(self)) }

  static func text<Units: Collection>(_ units: Units) -> String where Units.Element == Self {
    String(decoding: units, as: UTF8.self)
  }
}

extension Unicode.Scalar: TapeTextUnit {
  // ASCII scalars are answered as their bytes are (Unicode's white space and letters among them
  // are exactly those), without the property tables; `TapeParseFastPathTests` compares them.
  var isWhitespace: Bool {
    value < 0x80 ? UInt8(truncatingIfNeeded: value).isWhitespace : properties.isWhitespace
  }

  var isLetter: Bool {
    value < 0x80 ? UInt8(truncatingIfNeeded: value).isLetter : Character(self).isLetter
  }

  var character: Character { Character(self) }

  init(ascii: Unicode.Scalar) { self = ascii }

  static func text<Units: Collection>(_ units: Units) -> String where Units.Element == Self {
    // Encoded into bytes, then made a `String` once: appending scalars one by one to a string's
    // scalar view costs more than the whole line, and appending a collection of them goes
    // through unspecialized generic code. `TapeCheckFastPathTests` compares the two.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(units.count * 2)
    for scalar in units {
      if scalar.value < 0x80 {
        bytes.append(UInt8(truncatingIfNeeded: scalar.value))
      } else {
        Unicode.UTF8.encode(scalar) { bytes.append($0) }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
