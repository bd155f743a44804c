// modalplay: the only place that reads a terminal or a file, writes to the screen and exits.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(Main.run(Array(CommandLine.arguments.dropFirst())))
