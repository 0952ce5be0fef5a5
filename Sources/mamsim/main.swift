#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(MamsimCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst())))
