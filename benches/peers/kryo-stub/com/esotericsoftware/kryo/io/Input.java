package com.esotericsoftware.kryo.io;
public class Input implements AutoCloseable { public Input(java.io.InputStream s) {} public void close() {} }
