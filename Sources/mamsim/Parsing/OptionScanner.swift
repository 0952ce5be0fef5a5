/// Sorts a command's arguments into flags, option values and plain arguments, by its option table.
///
/// Options come as `--name`, `--name VALUE` or `--name=VALUE`, anywhere among the plain arguments;
/// `-h` means `--help`; after `--` every argument is plain; a lone `-` is a plain argument.
enum OptionScanner {
  /// The arguments after the command name, sorted for `command`, or the first mistake found.
  static func scan(_ arguments: [String], for command: CommandSpec) throws(UsageError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var index = arguments.startIndex
    var optionsEnded = false
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !looksLikeOption(argument) {
        parsed.operands.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" || argument == CommonOptions.help.name {
        parsed.wantsHelp = true
        continue
      }
      let (name, attached) = split(argument)
      guard let option = command.option(named: name) else {
        throw .unknownOption(name, of: command)
      }
      guard option.takesValue else {
        if attached != nil { throw .unexpectedValue(for: option, of: command) }
        guard parsed.flags.insert(option.name).inserted else {
          throw .repeated(option, of: command)
        }
        continue
      }
      let value: String
      if let attached {
        value = attached
      } else if index < arguments.endIndex, !looksLikeOption(arguments[index]) {
        value = arguments[index]
        index += 1
      } else {
        throw .missingValue(option, of: command)
      }
      if value.isEmpty { throw .missingValue(option, of: command) }
      if !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
        throw .badValue(value, for: option, of: command)
      }
      guard parsed.values.updateValue(value, forKey: option.name) == nil else {
        throw .repeated(option, of: command)
      }
    }
    return parsed
  }

  /// Whether `argument` is written as an option: a dash followed by something other than a
  /// digit (`-1`, `-1/2` and `-0.5` are values, which the option they follow judges).
  static func looksLikeOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), argument != "-" else { return false }
    let next = argument.dropFirst().first
    return !(next.map { $0.isASCII && $0.isNumber } ?? false)
  }

  /// `--name=value` split at the first `=`; any other argument whole, with no value.
  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
